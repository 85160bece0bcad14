import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, createProduct, paymentOperationsOf, paymentSessionsOf, shippingInfo } from '../support/buying-fixtures';
import { ADULT_ID, shipmentsOf, TRACKING } from '../support/fulfilment';
import { createTestApp, TestApp } from '../support/test-app';

/** Each pair of calls is fired at once; exactly one may win, the other gets a 409 with a message, and no money moves twice. */
describe('Fulfilment races (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let secondAdmin: TestAgent;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'race_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    admin = await app.signIn('race_admin', 'admin-password-1');
    // Another admin account, not a second session of the first: two people acting at once.
    await admin.post('/api/admin/users').send({ username: 'race_admin_two', password: 'admin-password-2', role: 'admin' }).expect(201);
    secondAdmin = await app.signIn('race_admin_two', 'admin-password-2');
  });
  afterAll(() => app.close());

  const newBrand = async () => {
    const id = randomBytes(4).toString('hex');
    const body = { username: `brand_${id}`, password: 'correct-horse-battery', email: `b_${id}@example.com`, brandName: `Brand ${id}`, description: 'Rye people.' };
    const registered = (await app.http().post('/api/auth/register-brand').send(body).expect(201)).body;
    return { agent: await app.signIn(body.username, body.password), brandId: registered.brand.id as string };
  };
  const buy = async (brands: { brandId: string }[]) => {
    const { agent, user } = await app.registerAndSignIn('shopper');
    for (const brand of brands) {
      const productId = await createProduct(app, brand.brandId, { priceCents: 4000 });
      await agent.post('/api/cart').send({ productId, fulfillmentType: 'shipping', quantity: 1 }).expect(201);
    }
    const { body } = await agent.post('/api/checkout/cart').send({ shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    return { agent, user, orderId: body.orders[0].id as string, sessionId: body.alcpaySessionId as string };
  };
  const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort();
  const ship = (agent: TestAgent, shipmentId: string) => agent.post(`/api/brands/shipments/${shipmentId}/ship`).send({ carrier: 'ups', trackingNumber: TRACKING.ups });

  it('ships twice at once: one 200, one 409, one capture', async () => {
    const a = await newBrand();
    const { orderId, sessionId } = await buy([a]);
    const [shipment] = await shipmentsOf(app, orderId);
    await a.agent.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    const responses = await Promise.all([ship(a.agent, shipment.id), ship(a.agent, shipment.id)]);
    expect(statuses(responses)).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)!.body.message).toBe('A shipment that is shipped cannot become shipped; it can only become delivered or refused or returned.');
    expect(await paymentOperationsOf(app, sessionId)).toEqual([{ key: `shipment:${shipment.id}:capture`, kind: 'capture', amountCents: shipment.amount_cents }]);
    expect((await shipmentsOf(app, orderId))[0]).toMatchObject({ status: 'shipped', captured_cents: shipment.amount_cents });
  });

  it('delivers a shipment that never left, twice at once, and with its departure: never delivered before it left, nothing captured twice', async () => {
    const a = await newBrand();
    const { orderId, sessionId } = await buy([a]);
    const [shipment] = await shipmentsOf(app, orderId);
    await a.agent.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    const deliver = () => a.agent.post(`/api/brands/shipments/${shipment.id}/deliver`).send(ADULT_ID);
    const both = await Promise.all([deliver(), deliver()]);
    expect(statuses(both)).toEqual([409, 409]);
    expect(both[0].body.message).toBe('A shipment that is packed cannot become delivered; it can only become shipped or out_for_delivery or cancelled.');
    expect(await paymentOperationsOf(app, sessionId)).toEqual([]);

    const [shipped, delivered] = await Promise.all([ship(a.agent, shipment.id), deliver()]);
    expect(shipped.status).toBe(200);
    // Whichever took the lock first decides: delivered only if the departure came first.
    const [row] = await shipmentsOf(app, orderId);
    expect(row.status).toBe(delivered.status === 200 ? 'delivered' : 'shipped');
    expect(await paymentOperationsOf(app, sessionId)).toHaveLength(1);
  });

  it('captures after a void never: shipping and cancelling at once, one wins, the money moves once', async () => {
    const a = await newBrand();
    for (let round = 0; round < 3; round++) {
      const { orderId, sessionId, agent: shopper, user } = await buy([a]);
      const [shipment] = await shipmentsOf(app, orderId);
      await a.agent.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
      const [shipped, cancelled] = await Promise.all([ship(a.agent, shipment.id), shopper.post(`/api/orders/${orderId}/cancel`)]);
      expect(statuses([shipped, cancelled])).toEqual([200, 409]);
      const [session] = await paymentSessionsOf(app, user.id);
      const operations = await paymentOperationsOf(app, sessionId);
      if (shipped.status === 200) {
        expect(cancelled.body).toMatchObject({ code: 'ORDER_ALREADY_SHIPPED', message: 'This order cannot be cancelled: it has already shipped.' });
        expect(operations.map((operation) => operation.kind)).toEqual(['capture']);
        expect(session).toMatchObject({ capturedCents: shipment.amount_cents, voidedCents: 0 });
      } else {
        expect(shipped.body).toMatchObject({ code: 'SHIPMENT_TRANSITION_NOT_ALLOWED', message: 'A shipment that is cancelled cannot become shipped; cancelled is final.' });
        expect(operations.map((operation) => operation.kind)).toEqual(['void']);
        expect(session).toMatchObject({ status: 'voided', capturedCents: 0 });
      }
    }
  });

  it("two sellers' steps on one order at once both land, each share captured once, and the order ends shipped", async () => {
    const [a, b] = [await newBrand(), await newBrand()];
    const { orderId, sessionId, user } = await buy([a, b]);
    const shipments = await shipmentsOf(app, orderId);
    const mine = shipments.find((shipment) => shipment.brand_id === a.brandId)!;
    const theirs = shipments.find((shipment) => shipment.brand_id === b.brandId)!;
    await Promise.all([a.agent.post(`/api/brands/shipments/${mine.id}/pack`).expect(200), b.agent.post(`/api/brands/shipments/${theirs.id}/pack`).expect(200)]);
    const responses = await Promise.all([ship(a.agent, mine.id), ship(b.agent, theirs.id)]);
    expect(statuses(responses)).toEqual([200, 200]);
    expect((await app.query<{ status: string }>('select status from orders where id = $1', [orderId]))[0].status).toBe('shipped');
    expect((await paymentOperationsOf(app, sessionId)).map((operation) => operation.key).sort()).toEqual([`shipment:${mine.id}:capture`, `shipment:${theirs.id}:capture`].sort());
    expect((await paymentSessionsOf(app, user.id))[0].capturedCents).toBe(mine.amount_cents + theirs.amount_cents);
  });

  it('two admins refunding the same order (its one line) at once: one 200, one 409, every line refunded and reversed once', async () => {
    const adminIds = await Promise.all([admin, secondAdmin].map(async (agent) => (await agent.get('/api/user').expect(200)).body as { id: string; role: string }));
    expect(adminIds.map((account) => account.role)).toEqual(['admin', 'admin']);
    expect(adminIds[0].id).not.toBe(adminIds[1].id);
    const a = await newBrand();
    const { orderId, sessionId } = await buy([a]);
    const [shipment] = await shipmentsOf(app, orderId);
    await a.agent.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    await ship(a.agent, shipment.id).expect(200);
    const responses = await Promise.all([admin, secondAdmin].map((agent) => agent.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' })));
    expect(statuses(responses)).toEqual([200, 409]);
    expect(responses.find((response) => response.status === 409)!.body.message).toBe('An order that is refunded cannot become refunded; refunded is final.');
    expect((await paymentOperationsOf(app, sessionId)).filter((operation) => operation.kind === 'refund')).toEqual([{ key: `shipment:${shipment.id}:refund`, kind: 'refund', amountCents: shipment.amount_cents }]);
    expect((await shipmentsOf(app, orderId))[0]).toMatchObject({ status: 'returned', refunded_cents: shipment.amount_cents });
    // The winner's refund is in the audit log once, under the admin who won.
    const winner = adminIds[responses.findIndex((response) => response.status === 200)];
    const audited = await app.query<{ actor_user_id: string }>("select user_id as actor_user_id from audit_log where entity_type = 'order' and entity_id = $1 and action = 'order.status_changed'", [orderId]);
    expect(audited).toEqual([{ actor_user_id: winner.id }]);
  });
});
