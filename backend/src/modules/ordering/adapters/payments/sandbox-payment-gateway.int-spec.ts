import { randomBytes, randomUUID } from 'node:crypto';
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
    gateway.authorize({ amountCents, currency: 'usd', card: { method: 'card', last4 }, shopperId: randomUUID(), orderIds: [randomUUID()] });

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
});
