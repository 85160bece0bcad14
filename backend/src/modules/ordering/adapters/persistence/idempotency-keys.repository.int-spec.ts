import { createUser } from '../../../../../test/support/buying-fixtures';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import type { CheckoutResult } from '../../application/checkout-model';
import { IdempotencyKeyReusedError } from '../../domain/checkout.errors';
import { PostgresIdempotencyKeysRepository } from './idempotency-keys.repository';

const answer: CheckoutResult = { alcpaySessionId: 'alcpay_sess_1', message: 'Your order has been placed and paid.', totalCents: 9679, orders: [] };

describe('PostgresIdempotencyKeysRepository (PostgreSQL)', () => {
  let db: TestDatabase;
  const keys = new PostgresIdempotencyKeysRepository();

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  /** What the checkout does: claim, and on a claim store the answer, all in one transaction. */
  const checkout = (request: { shopperId: string; key: string; operation?: string; requestHash?: string }, fail = false) =>
    db.unitOfWork().run(async (tx) => {
      const claim = await keys.claim(tx, { operation: 'checkout', requestHash: 'hash-1', ...request });
      if (claim.kind === 'claimed') {
        if (fail) throw new Error('declined');
        await keys.storeResponse(tx, request, answer);
      }
      return claim;
    });

  it('claims a new key, then replays the stored answer for the same operation and body', async () => {
    const shopperId = await createUser(db);
    expect(await checkout({ shopperId, key: 'k1' })).toEqual({ kind: 'claimed' });
    expect(await checkout({ shopperId, key: 'k1' })).toEqual({ kind: 'replay', response: answer });
  });

  it('refuses the same key with another body or operation (422), and keys are per shopper', async () => {
    const shopperId = await createUser(db);
    await checkout({ shopperId, key: 'k1' });
    await expect(checkout({ shopperId, key: 'k1', requestHash: 'hash-2' })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    await expect(checkout({ shopperId, key: 'k1', operation: 'checkout-cart' })).rejects.toBeInstanceOf(IdempotencyKeyReusedError);
    expect(await checkout({ shopperId: await createUser(db), key: 'k1' })).toEqual({ kind: 'claimed' });
  });

  it('releases the key of a checkout that rolled back, so a retry claims it afresh', async () => {
    const shopperId = await createUser(db);
    await expect(checkout({ shopperId, key: 'k1' }, true)).rejects.toThrow('declined');
    expect(await checkout({ shopperId, key: 'k1' })).toEqual({ kind: 'claimed' });
  });

  it('keeps a key 24 hours and forgets it after, so an old key can be used again', async () => {
    const shopperId = await createUser(db);
    await checkout({ shopperId, key: 'k1' });
    const [{ hours }] = await db.query<{ hours: number }>(
      "select round(extract(epoch from expires_at - created_at) / 3600)::int as hours from idempotency_keys where user_id = $1 and key = 'k1'",
      [shopperId],
    );
    expect(hours).toBe(24);
    await db.query("update idempotency_keys set expires_at = now() - interval '1 second' where user_id = $1", [shopperId]);
    expect(await checkout({ shopperId, key: 'k1', requestHash: 'another body' })).toEqual({ kind: 'claimed' });
  });

  /** The duplicate's INSERT blocks on the first transaction's uncommitted key row. */
  async function untilSomeoneWaitsOnALock(): Promise<void> {
    for (;;) {
      const [{ waiting }] = await db.query<{ waiting: number }>(
        "select count(*)::int as waiting from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
        [db.name],
      );
      if (waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('makes a concurrent duplicate wait for the first and replay its answer', async () => {
    const shopperId = await createUser(db);
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstClaimed!: () => void;
    const claimedByFirst = new Promise<void>((resolve) => (firstClaimed = resolve));

    const first = db.unitOfWork().run(async (tx) => {
      const claim = await keys.claim(tx, { shopperId, key: 'k1', operation: 'checkout', requestHash: 'hash-1' });
      firstClaimed();
      await firstHolds;
      await keys.storeResponse(tx, { shopperId, key: 'k1' }, answer);
      return claim;
    });
    await claimedByFirst;
    const duplicate = checkout({ shopperId, key: 'k1' });
    await untilSomeoneWaitsOnALock();
    releaseFirst();
    expect(await first).toEqual({ kind: 'claimed' });
    expect(await duplicate).toEqual({ kind: 'replay', response: answer });
  });
});
