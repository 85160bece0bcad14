import { randomBytes } from 'node:crypto';
import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { Pool } from 'pg';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import { createDatabasePool, withPooledClient } from '../../../../shared/infrastructure/database/database-faults';
import { RUNTIME, Runtime } from '../../../../shared/infrastructure/runtime';
import type { AuthorizationOutcome, AuthorizationRequest, PaymentGateway, PaymentOperation } from '../../application/ports/payment-gateway.port';
import { PaymentOperationRefusedError } from '../../domain/fulfilment.errors';

/** The provider's test card that is always declined. */
export const SANDBOX_DECLINED_CARD_LAST4 = '0002';

/**
 * The provider's test card that is authorized but whose every capture is refused, as when an issuer no
 * longer honours a hold: how a seller's step meets a provider refusal (409, nothing moves).
 */
export const SANDBOX_CAPTURE_REFUSED_CARD_LAST4 = '0341';

type OperationKind = 'capture' | 'void' | 'refund';

/** Runs one statement of the provider's ledger; `$1` placeholders. */
type ProviderQuery = <Row>(text: string, values: readonly unknown[]) => Promise<Row[]>;

/**
 * Stands in for the alcohol-compliant payment provider: session ids look like the provider's
 * (`alcpay_sess_…`), a card ending 0002 is declined, one ending 0341 is authorized but refuses every
 * capture, anything else is authorized. Its ledger lives
 * in PostgreSQL (`sandbox_payment_sessions`, `sandbox_payment_operations`), so any API or worker
 * process can capture what another authorized, and a restart forgets nothing.
 *
 * It behaves as a remote provider does: each call commits on its own small pool, outside the
 * caller's transaction and its connection pool (a caller that rolls back afterwards has still moved
 * the money, and retries with the same idempotency key; callers holding every ORM connection never
 * starve the provider). On the embedded PGlite, which serves one session to every socket and lets no
 * other socket in while a transaction is open, its statements run in the caller's transaction instead
 * (they commit or roll back with it): fine for one person trying the shop. A repeated key answers as the first call did and moves
 * nothing (an authorization's key is kept on its session, a capture's, void's or refund's on its operation row);
 * the same key for a different operation or amount is refused.
 */
@Injectable()
export class SandboxPaymentGateway implements PaymentGateway, OnModuleDestroy {
  private pool: Pool | null = null;

  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    private readonly sql: Sql,
  ) {}

  /**
   * One hold per idempotency key: the first call makes the session; a repeat (the same shopper, amount
   * and card) answers that session as it stands now — still authorized, declined, or released (voided
   * since) — and holds nothing more. The same key for another shopper, amount or card is refused.
   */
  async authorize(request: AuthorizationRequest): Promise<AuthorizationOutcome> {
    const id = `alcpay_sess_${randomBytes(12).toString('hex')}`;
    const declined = request.card.last4 === SANDBOX_DECLINED_CARD_LAST4;
    let outcome: AuthorizationOutcome = declined ? { outcome: 'declined', sessionId: id } : { outcome: 'authorized', sessionId: id };
    await this.inTransaction(async (query) => {
      // A concurrent call with the same key waits here for the first to commit, then finds its session.
      const made = await query<{ id: string }>(
        `insert into sandbox_payment_sessions (id, shopper_id, order_ids, amount_cents, status, card_last4, idempotency_key) values ($1, $2, $3::uuid[], $4, $5, $6, $7)
         on conflict (idempotency_key) do nothing returning id`,
        [id, request.shopperId, `{${request.orderIds.join(',')}}`, request.amountCents, declined ? 'declined' : 'authorized', request.card.last4, request.idempotencyKey],
      );
      if (made[0]) return;
      const [earlier] = await query<{ id: string; shopper_id: string; amount_cents: number; card_last4: string | null; status: string }>(
        'select id, shopper_id, amount_cents, card_last4, status from sandbox_payment_sessions where idempotency_key = $1',
        [request.idempotencyKey],
      );
      const same = earlier?.shopper_id === request.shopperId && earlier.amount_cents === request.amountCents && earlier.card_last4 === request.card.last4;
      if (!earlier || !same) throw new PaymentOperationRefusedError(`The idempotency key ${request.idempotencyKey} was already used for another authorization.`);
      outcome = { outcome: earlier.status === 'declined' ? 'declined' : earlier.status === 'voided' ? 'released' : 'authorized', sessionId: earlier.id };
    });
    return outcome;
  }

  capture(operation: PaymentOperation): Promise<void> {
    return this.operate('capture', operation);
  }

  void(operation: PaymentOperation): Promise<void> {
    return this.operate('void', operation);
  }

  refund(operation: PaymentOperation): Promise<void> {
    return this.operate('refund', operation);
  }

  private async operate(kind: OperationKind, operation: PaymentOperation): Promise<void> {
    if (!Number.isInteger(operation.amountCents) || operation.amountCents < 0) throw new PaymentOperationRefusedError(`A ${kind} needs whole cents ≥ 0, got ${operation.amountCents}.`);
    await this.inTransaction(async (query) => {
      const sessions = await query<{ status: string; amount_cents: number; captured_cents: number; voided_cents: number; refunded_cents: number; card_last4: string | null }>(
        'select status, amount_cents, captured_cents, voided_cents, refunded_cents, card_last4 from sandbox_payment_sessions where id = $1 for update',
        [operation.sessionId],
      );
      const session = sessions[0];
      if (!session) throw new PaymentOperationRefusedError(`The payment provider knows no session ${operation.sessionId}.`);
      const earlier = await query<{ kind: string; session_id: string; amount_cents: number }>(
        'select kind, session_id, amount_cents from sandbox_payment_operations where idempotency_key = $1',
        [operation.idempotencyKey],
      );
      if (earlier[0]) {
        const same = earlier[0].kind === kind && earlier[0].session_id === operation.sessionId && earlier[0].amount_cents === operation.amountCents;
        if (same) return;
        throw new PaymentOperationRefusedError(`The idempotency key ${operation.idempotencyKey} was already used for another payment operation.`);
      }
      if (session.status === 'declined') throw new PaymentOperationRefusedError('The payment was declined; there is nothing to move.');
      const open = session.amount_cents - session.captured_cents - session.voided_cents;
      if (kind === 'capture' && session.status === 'voided') throw new PaymentOperationRefusedError('The payment was voided; nothing can be captured any more.');
      if (kind === 'capture' && session.card_last4 === SANDBOX_CAPTURE_REFUSED_CARD_LAST4) {
        throw new PaymentOperationRefusedError("The payment provider refused the capture: the card's issuer no longer honours this authorization. Nothing was captured; cancel the order or ask the shopper to pay again.");
      }
      if ((kind === 'capture' || kind === 'void') && operation.amountCents > open) {
        throw new PaymentOperationRefusedError(`Only ${open} cents of the authorization are still open; cannot ${kind} ${operation.amountCents}.`);
      }
      if (kind === 'refund' && session.refunded_cents + operation.amountCents > session.captured_cents) {
        throw new PaymentOperationRefusedError(`Refunds cannot exceed what was captured (${session.captured_cents} cents, ${session.refunded_cents} already refunded).`);
      }
      await query('insert into sandbox_payment_operations (idempotency_key, session_id, kind, amount_cents) values ($1, $2, $3, $4)', [operation.idempotencyKey, operation.sessionId, kind, operation.amountCents]);
      const column = kind === 'capture' ? 'captured_cents' : kind === 'void' ? 'voided_cents' : 'refunded_cents';
      // A session nothing was captured from and whose whole authorization was released is voided.
      await query(
        `update sandbox_payment_sessions set ${column} = ${column} + $1, updated_at = clock_timestamp() where id = $2`,
        [operation.amountCents, operation.sessionId],
      );
      await query("update sandbox_payment_sessions set status = 'voided' where id = $1 and captured_cents = 0 and voided_cents >= amount_cents", [operation.sessionId]);
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool?.end().catch(() => undefined);
    this.pool = null;
  }

  private connection(): Pool {
    // Opened on first use, apart from the ORM's pool: the provider is another system.
    this.pool ??= createDatabasePool('sandbox payments', this.runtime.database, this.runtime.config.databaseLimits, { max: 4 });
    return this.pool;
  }

  /** The provider's own transaction on its own pool; on the embedded PGlite, the caller's (see the class comment). */
  private async inTransaction(work: (query: ProviderQuery) => Promise<void>): Promise<void> {
    if (this.runtime.database.embedded) {
      await work(async <Row>(text: string, values: readonly unknown[]) => (await this.sql.rows(sqlStatement('ordering.sandbox-payments', text, z.any()), values)) as Row[]);
      return;
    }
    await withPooledClient(this.connection(), async (client) => {
      const query: ProviderQuery = async <Row>(text: string, values: readonly unknown[]) => (await client.query(text, [...values])).rows as Row[];
      await client.query('begin');
      try {
        await work(query);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      }
    });
  }
}
