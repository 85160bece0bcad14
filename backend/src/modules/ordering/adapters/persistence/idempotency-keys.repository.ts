import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import { IdempotencyKeyReusedError } from '../../domain/checkout.errors';
import type { CheckoutResult } from '../../application/checkout-model';
import type { IdempotencyClaim, IdempotencyKeys } from '../../application/ports/orders.port';

/** How long a key answers with its first response (the issue: keys live 24 hours). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

@Injectable()
export class PostgresIdempotencyKeysRepository implements IdempotencyKeys {
  async claim(transaction: TransactionContext, request: { shopperId: string; key: string; operation: string; requestHash: string }): Promise<IdempotencyClaim> {
    const tx = entityManagerOf(transaction);
    // Expired keys of this shopper are forgotten first, so an old key can be used afresh.
    await tx.execute('delete from idempotency_keys where user_id = ? and expires_at <= now()', [request.shopperId]);
    // A concurrent request holding the same uncommitted key makes this INSERT wait for its outcome.
    const claimed = await tx.execute<{ key: string }[]>(
      `insert into idempotency_keys (user_id, key, operation, request_hash, created_at, expires_at)
       values (?, ?, ?, ?, now(), now() + make_interval(hours => ?))
       on conflict (user_id, key) do nothing
       returning key`,
      [request.shopperId, request.key, request.operation, request.requestHash, IDEMPOTENCY_KEY_TTL_HOURS],
    );
    if (claimed.length === 1) return { kind: 'claimed' };

    const [existing] = await tx.execute<{ operation: string; request_hash: string; response_body: CheckoutResult | null }[]>(
      'select operation, request_hash, response_body from idempotency_keys where user_id = ? and key = ?',
      [request.shopperId, request.key],
    );
    if (!existing || existing.response_body === null) {
      // Rows are committed only together with their answer; reaching here means the row vanished meanwhile.
      throw new Error('Idempotency key row without a stored response');
    }
    if (existing.operation !== request.operation || existing.request_hash !== request.requestHash) throw new IdempotencyKeyReusedError();
    return { kind: 'replay', response: existing.response_body };
  }

  async storeResponse(transaction: TransactionContext, request: { shopperId: string; key: string }, response: CheckoutResult): Promise<void> {
    const tx = entityManagerOf(transaction);
    await tx.execute('update idempotency_keys set response_status = 201, response_body = ?::jsonb where user_id = ? and key = ?', [
      JSON.stringify(response),
      request.shopperId,
      request.key,
    ]);
  }
}
