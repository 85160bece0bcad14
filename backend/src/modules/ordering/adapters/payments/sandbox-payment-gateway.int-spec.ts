import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createMigratedDatabase, dropDatabase, TEST_PG_SERVER } from '../../../../../test/support/test-database';
import type { Sql } from '../../../../shared/application/sql';
import type { Runtime } from '../../../../shared/infrastructure/runtime';
import { PaymentOperationRefusedError } from '../../domain/fulfilment.errors';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';

/** The sandbox provider's rules, on its PostgreSQL ledger: what it refuses, and that a repeated key moves nothing. */
describe('SandboxPaymentGateway (integration)', () => {
  const databaseName = `rounds_test_sandbox_pay_${process.pid}_${randomBytes(4).toString('hex')}`;
  let gateway: SandboxPaymentGateway;
  let other: SandboxPaymentGateway;

  beforeAll(async () => {
    await createMigratedDatabase(databaseName);
    const runtime = {
      database: { url: `${TEST_PG_SERVER}/${databaseName}`, embedded: false, poolMax: 4, close: async () => undefined },
      config: { databaseLimits: { statementTimeoutMs: 15_000, lockTimeoutMs: 5_000, acquireTimeoutMs: 3_000, requestTimeoutMs: 20_000 } },
    } as unknown as Runtime;
    // Two instances stand for two processes: what one authorized, the other captures.
    // Not embedded: the statements run on the provider's own pool, never through the ORM's Sql.
    const noOrmSql = {} as Sql;
    gateway = new SandboxPaymentGateway(runtime, noOrmSql);
    other = new SandboxPaymentGateway(runtime, noOrmSql);
  });
  afterAll(async () => {
    await gateway.onModuleDestroy();
    await other.onModuleDestroy();
    await dropDatabase(databaseName);
  });

  const authorize = async (amountCents: number, last4 = '4242') =>
    gateway.authorize({ amountCents, currency: 'usd', card: { method: 'card', last4 }, shopperId: randomUUID(), orderIds: [randomUUID()], idempotencyKey: `checkout:${randomUUID()}:authorize` });
  const sessionsHeldFor = async (shopperId: string) => {
    const client = new Client({ connectionString: `${TEST_PG_SERVER}/${databaseName}` });
    await client.connect();
    try {
      return (await client.query<{ id: string; status: string; amount_cents: number }>('select id, status, amount_cents from sandbox_payment_sessions where shopper_id = $1 order by created_at', [shopperId])).rows;
    } finally {
      await client.end();
    }
  };

  it('declines the test card 0002 and moves nothing on it', async () => {
    const declined = await authorize(1000, '0002');
    expect(declined.outcome).toBe('declined');
    await expect(gateway.capture({ sessionId: declined.sessionId, amountCents: 100, idempotencyKey: `k-${randomUUID()}` })).rejects.toThrow('The payment was declined; there is nothing to move.');
  });

  it('captures in parts up to the authorization, refunds up to what was captured, and answers a repeated key as the first time', async () => {
    const { sessionId } = await authorize(5000);
    await other.capture({ sessionId, amountCents: 3000, idempotencyKey: 'shipment:a:capture' });
    await gateway.capture({ sessionId, amountCents: 3000, idempotencyKey: 'shipment:a:capture' });
    await expect(gateway.capture({ sessionId, amountCents: 2500, idempotencyKey: 'shipment:b:capture' })).rejects.toThrow(
      new PaymentOperationRefusedError('Only 2000 cents of the authorization are still open; cannot capture 2500.'),
    );
    await expect(gateway.capture({ sessionId, amountCents: 1000, idempotencyKey: 'shipment:a:capture' })).rejects.toThrow('was already used for another payment operation');
    await gateway.refund({ sessionId, amountCents: 2000, idempotencyKey: 'shipment:a:refund' });
    await expect(gateway.refund({ sessionId, amountCents: 1001, idempotencyKey: 'shipment:a:refund-2' })).rejects.toThrow(
      'Refunds cannot exceed what was captured (3000 cents, 2000 already refunded).',
    );
    await gateway.void({ sessionId, amountCents: 2000, idempotencyKey: 'shipment:b:void' });
    await expect(gateway.capture({ sessionId, amountCents: 1, idempotencyKey: 'shipment:c:capture' })).rejects.toThrow('Only 0 cents of the authorization are still open');
  });

  it('refuses a capture after a void, and a session it does not know', async () => {
    const { sessionId } = await authorize(4000);
    await gateway.void({ sessionId, amountCents: 4000, idempotencyKey: 'checkout:void' });
    await expect(other.capture({ sessionId, amountCents: 4000, idempotencyKey: 'shipment:x:capture' })).rejects.toThrow('The payment was voided; nothing can be captured any more.');
    await expect(gateway.refund({ sessionId: 'alcpay_sess_unknown', amountCents: 1, idempotencyKey: 'k' })).rejects.toThrow('The payment provider knows no session alcpay_sess_unknown.');
  });

  it('captures once when the same key is sent twice at once', async () => {
    const { sessionId } = await authorize(3000);
    const results = await Promise.allSettled([gateway.capture({ sessionId, amountCents: 3000, idempotencyKey: 'shipment:race:capture' }), other.capture({ sessionId, amountCents: 3000, idempotencyKey: 'shipment:race:capture' })]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const check = await authorize(1);
    expect(check.outcome).toBe('authorized');
    await expect(gateway.capture({ sessionId, amountCents: 1, idempotencyKey: 'shipment:more:capture' })).rejects.toThrow('Only 0 cents of the authorization are still open');
  });

  it('holds once per authorization key: a repeat, from another process or at the same moment, answers the same session and holds nothing more', async () => {
    const shopperId = randomUUID();
    const request = { amountCents: 6200, currency: 'usd' as const, card: { method: 'card' as const, last4: '4242' }, shopperId, orderIds: [randomUUID()], idempotencyKey: `checkout:${randomUUID()}:authorize` };
    const first = await gateway.authorize(request);
    expect(first.outcome).toBe('authorized');
    // A retried checkout names new orders (its first attempt's were rolled back): still the same hold.
    expect(await other.authorize({ ...request, orderIds: [randomUUID()] })).toEqual(first);
    const atOnce = await Promise.all([gateway.authorize({ ...request, idempotencyKey: `${request.idempotencyKey}:2` }), other.authorize({ ...request, idempotencyKey: `${request.idempotencyKey}:2` })]);
    expect(atOnce[0]).toEqual(atOnce[1]);
    expect(await sessionsHeldFor(shopperId)).toEqual([
      { id: first.sessionId, status: 'authorized', amount_cents: 6200 },
      { id: atOnce[0].sessionId, status: 'authorized', amount_cents: 6200 },
    ]);

    await expect(gateway.authorize({ ...request, amountCents: 6300 })).rejects.toThrow(new PaymentOperationRefusedError(`The idempotency key ${request.idempotencyKey} was already used for another authorization.`));
    await expect(gateway.authorize({ ...request, card: { method: 'card', last4: '1111' } })).rejects.toThrow('was already used for another authorization');
    await expect(gateway.authorize({ ...request, shopperId: randomUUID() })).rejects.toThrow('was already used for another authorization');
  });

  it('answers a repeated key whose hold was voided since as released, and a declined one as declined again', async () => {
    const shopperId = randomUUID();
    const request = { amountCents: 3100, currency: 'usd' as const, card: { method: 'card' as const, last4: '4242' }, shopperId, orderIds: [randomUUID()], idempotencyKey: `checkout:${randomUUID()}:authorize` };
    const { sessionId } = await gateway.authorize(request);
    await gateway.void({ sessionId, amountCents: 3100, idempotencyKey: `checkout:${sessionId}:void` });
    expect(await other.authorize(request)).toEqual({ outcome: 'released', sessionId });

    const declinedRequest = { ...request, card: { method: 'card' as const, last4: '0002' }, idempotencyKey: `checkout:${randomUUID()}:authorize` };
    const declined = await gateway.authorize(declinedRequest);
    expect(declined.outcome).toBe('declined');
    expect(await gateway.authorize(declinedRequest)).toEqual(declined);
    expect((await sessionsHeldFor(shopperId)).map((session) => session.status)).toEqual(['voided', 'declined']);
  });

  it('authorizes the test card 0341 but refuses every capture on it, with the reason; the hold can still be voided', async () => {
    const { sessionId, outcome } = await authorize(2500, '0341');
    expect(outcome).toBe('authorized');
    await expect(gateway.capture({ sessionId, amountCents: 2500, idempotencyKey: 'shipment:refused:capture' })).rejects.toThrow(
      new PaymentOperationRefusedError("The payment provider refused the capture: the card's issuer no longer honours this authorization. Nothing was captured; cancel the order or ask the shopper to pay again."),
    );
    await gateway.void({ sessionId, amountCents: 2500, idempotencyKey: 'shipment:refused:void' });
  });
});
