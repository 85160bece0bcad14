import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, createBrand, createProduct, shippingInfo } from '../support/buying-fixtures';
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
    await app.http().post(`/api/admin/orders/${orderId}/status`).send({ status: 'fulfilled' }).expect(401);
    const { agent } = await app.registerAndSignIn('shopper');
    await agent.post(`/api/admin/orders/${orderId}/status`).send({ status: 'fulfilled' }).expect(403);
    expect(await statusOf(orderId)).toBe('paid');
  });

  it('fulfils a paid order, then refunds it, answering the move', async () => {
    const orderId = await placeOrder();
    const fulfilled = await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'fulfilled' }).expect(200);
    expect(fulfilled.body).toEqual({ id: orderId, previousStatus: 'paid', status: 'fulfilled', changedAt: expect.any(String) });
    expect(await statusOf(orderId)).toBe('fulfilled');
    const refunded = await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(200);
    expect(refunded.body).toMatchObject({ previousStatus: 'fulfilled', status: 'refunded' });
    expect(await statusOf(orderId)).toBe('refunded');
  });

  it('answers 409 with what is possible for a move the table forbids, and changes nothing', async () => {
    const orderId = await placeOrder();
    const cancel = await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'cancelled' }).expect(409);
    expect(cancel.body).toEqual({
      statusCode: 409,
      code: 'ORDER_STATUS_TRANSITION_NOT_ALLOWED',
      message: 'An order that is paid cannot become cancelled; it can only become fulfilled or refunded.',
    });
    expect(await statusOf(orderId)).toBe('paid');
    await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(200);
    const again = await admin.post(`/api/admin/orders/${orderId}/status`).send({ status: 'refunded' }).expect(409);
    expect(again.body.message).toBe('An order that is refunded cannot become refunded; refunded is final.');
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
