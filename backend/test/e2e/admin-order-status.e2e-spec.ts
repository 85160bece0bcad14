import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, createBrand, createProduct, shippingInfo } from '../support/buying-fixtures';
import { ADULT_ID, shipmentsOf, TRACKING } from '../support/fulfilment';
import { createTestApp, TestApp } from '../support/test-app';

describe('Admin order status (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'order_status_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    admin = await app.signIn('order_status_admin', 'admin-password-1');
    brandId = await createBrand(app);
  });
  afterAll(() => app.close());

  const placeOrder = async (): Promise<string> => {
    const { agent } = await app.registerAndSignIn('buyer');
    const productId = await createProduct(app, brandId, { priceCents: 4000 });
    const { body } = await agent
      .post('/api/checkout')
      .send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD })
      .expect(201);
    return body.orders[0].id;
  };
  const statusOf = async (orderId: string) => (await app.query<{ status: string }>('select status from orders where id = $1', [orderId]))[0].status;

  it('refuses everyone but admins: 401 signed out, 403 for a shopper', async () => {
    const orderId = await placeOrder();
    await app.http().post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(401);
    const { agent } = await app.registerAndSignIn('shopper');
    await agent.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(403);
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('refuses to fulfil an order by hand: shipments are delivered one by one after the ID check', async () => {
    const orderId = await placeOrder();
    const fulfil = await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'fulfilled' }).expect(409);
    expect(fulfil.body).toMatchObject({ code: 'ORDER_FULFILLED_BY_SHIPMENTS', message: expect.stringContaining('/api/brands/shipments/{id}/deliver') });
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('refunds a delivered order, answering the move, and the money captured goes back; again is 409 naming both states', async () => {
    const orderId = await placeOrder();
    const [shipment] = await shipmentsOf(app, orderId);
    await admin.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    await admin.post(`/api/brands/shipments/${shipment.id}/ship`).send({ carrier: 'ups', trackingNumber: TRACKING.ups }).expect(200);
    await admin.post(`/api/brands/shipments/${shipment.id}/deliver`).send(ADULT_ID).expect(200);
    expect(await statusOf(orderId)).toBe('delivered');
    const refunded = await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(200);
    expect(refunded.body).toEqual({ id: orderId, previousStatus: 'delivered', status: 'refunded', changedAt: expect.any(String) });
    expect(await shipmentsOf(app, orderId)).toEqual([expect.objectContaining({ status: 'delivered', captured_cents: shipment.amount_cents, refunded_cents: shipment.amount_cents })]);
    const again = await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(409);
    expect(again.body).toEqual({ statusCode: 409, code: 'ORDER_STATUS_TRANSITION_NOT_ALLOWED', message: 'An order that is refunded cannot become refunded; refunded is final.' });
    const audit = await app.query<{ action: string }>("select action from audit_log where entity_id = $1 or details->>'orderId' = $1 order by created_at", [orderId]);
    expect(audit.map((row) => row.action)).toEqual(['shipment.packed', 'shipment.shipped', 'order.status_changed', 'shipment.delivered', 'order.status_changed', 'order.refund_issued', 'order.status_changed']);
    // The refund's own entry, in the refund's transaction: who, the order, the shipment, the amount in cents and why.
    const adminId = (await admin.get('/api/user').expect(200)).body.id;
    expect(await app.query("select entity_type, entity_id, user_id, details from audit_log where action = 'order.refund_issued' and entity_id = $1", [orderId])).toEqual([
      { entity_type: 'order', entity_id: orderId, user_id: adminId, details: { shipmentId: shipment.id, amountCents: shipment.amount_cents, actorRole: 'admin', reason: 'order_refunded' } },
    ]);
  });

  it('audits the refund of each shipment of an order in transit with its amount, and the shipment coming back', async () => {
    const orderId = await placeOrder();
    const [shipment] = await shipmentsOf(app, orderId);
    await admin.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    await admin.post(`/api/brands/shipments/${shipment.id}/ship`).send({ carrier: 'ups', trackingNumber: TRACKING.ups }).expect(200);
    await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(200);
    const audit = await app.query<{ action: string; details: Record<string, unknown> }>("select action, details from audit_log where (entity_id = $1 or details->>'orderId' = $1) and action in ('order.refund_issued', 'shipment.returned') order by seq", [orderId]);
    expect(audit).toEqual([
      { action: 'order.refund_issued', details: { shipmentId: shipment.id, amountCents: shipment.amount_cents, actorRole: 'admin', reason: 'order_refunded' } },
      { action: 'shipment.returned', details: expect.objectContaining({ before: { status: 'shipped' }, after: { status: 'returned' } }) },
    ]);
  });

  it("cancels a paid order that has not left (its authorization released), and answers 409 'already shipped' once it has", async () => {
    const orderId = await placeOrder();
    const cancelled = await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'cancelled' }).expect(200);
    expect(cancelled.body).toMatchObject({ previousStatus: 'paid', status: 'cancelled' });
    expect(await shipmentsOf(app, orderId)).toEqual([expect.objectContaining({ status: 'cancelled', captured_cents: 0 })]);

    const shipped = await placeOrder();
    const [shipment] = await shipmentsOf(app, shipped);
    await admin.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    await admin.post(`/api/brands/shipments/${shipment.id}/ship`).send({ carrier: 'dhl', trackingNumber: TRACKING.dhl }).expect(200);
    const refused = await admin.post(`/api/admin/orders/${shipped}/status`).send({ status: 'cancelled' }).expect(409);
    expect(refused.body).toEqual({ statusCode: 409, code: 'ORDER_ALREADY_SHIPPED', message: 'This order cannot be cancelled: it has already shipped.' });
    expect(await statusOf(shipped)).toBe('shipped');
  });

  it('cancels a pending order', async () => {
    const orderId = await placeOrder();
    await app.query("update orders set status = 'pending' where id = $1", [orderId]);
    await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'cancelled' }).expect(200);
    expect(await statusOf(orderId)).toBe('cancelled');
  });

  it('answers 404 for an unknown order and 400 for a bad status or id', async () => {
    const missing = await admin.post(`/api/admin/orders/${randomUUID()}/status`).send({ status: 'fulfilled' }).expect(404);
    expect(missing.body).toEqual({ statusCode: 404, code: 'ORDER_NOT_FOUND', message: 'Order not found.' });
    const orderId = await placeOrder();
    for (const status of ['paid', 'pending', 'shipped', '', 7, null]) {
      const bad = await admin.post(`/api/admin/orders/${orderId}/status`).send({ status }).expect(400);
      expect(JSON.stringify(bad.body)).toContain('status must be one of fulfilled, refunded, cancelled');
    }
    await admin.post(`/api/admin/orders/${orderId}/status`).send({}).expect(400);
    await admin.post('/api/admin/orders/not-a-uuid/status').send({ status: 'fulfilled' }).expect(400);
    expect(await statusOf(orderId)).toBe('paid');
  });
});
