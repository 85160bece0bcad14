import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, CAPTURE_REFUSED_CARD, createCreator, createProduct, paymentOperationsOf, paymentSessionsOf, shippingInfo } from '../support/buying-fixtures';
import { ADULT_ID, dayAtDoor, shipmentsOf, TRACKING } from '../support/fulfilment';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60 * 1000;

describe('Fulfilment: shipments, the handoff, cancellation (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'fulfilment_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    admin = await app.signIn('fulfilment_admin', 'admin-password-1');
  });
  afterAll(() => app.close());

  const newBrand = async () => {
    const id = randomBytes(4).toString('hex');
    const body = { username: `brand_${id}`, password: 'correct-horse-battery', email: `b_${id}@example.com`, brandName: `Brand ${id}`, description: 'Rye people.' };
    const registered = (await app.http().post('/api/auth/register-brand').send(body).expect(201)).body;
    return { agent: await app.signIn(body.username, body.password), brandId: registered.brand.id as string, name: body.brandName };
  };

  /** A shopper buys one bottle of each brand in one cart checkout (shipping or same-day delivery). */
  const buy = async (brands: { brandId: string }[], fulfillmentType: 'shipping' | 'delivery' = 'shipping', options: { creatorId?: string; card?: { method: 'card'; last4: string } } = {}) => {
    const { agent, user } = await app.registerAndSignIn('shopper');
    const paymentInfo = options.card ?? ACCEPTED_CARD;
    if (options.creatorId) {
      const productId = await createProduct(app, brands[0].brandId, { priceCents: 6000 });
      const { body } = await agent.post('/api/checkout').send({ productId, creatorId: options.creatorId, fulfillmentType, shippingInfo: shippingInfo(), paymentInfo }).expect(201);
      return { agent, user, orderId: body.orders[0].id as string, sessionId: body.alcpaySessionId as string };
    }
    for (const brand of brands) {
      const productId = await createProduct(app, brand.brandId, { priceCents: 4000 });
      await agent.post('/api/cart').send({ productId, fulfillmentType, quantity: 1 }).expect(201);
    }
    const { body } = await agent.post('/api/checkout/cart').send({ shippingInfo: shippingInfo(), paymentInfo }).expect(201);
    return { agent, user, orderId: body.orders[0].id as string, sessionId: body.alcpaySessionId as string };
  };
  const shipmentOf = async (orderId: string, brandId: string) => (await shipmentsOf(app, orderId)).find((shipment) => shipment.brand_id === brandId)!;
  const orderStatus = async (orderId: string) => (await app.query<{ status: string }>('select status from orders where id = $1', [orderId]))[0].status;

  it('splits an order into one shipment per brand whose shares add up to the total, authorized and not captured', async () => {
    const [a, b] = [await newBrand(), await newBrand()];
    const { orderId, user, sessionId } = await buy([a, b]);
    const shipments = await shipmentsOf(app, orderId);
    expect(shipments.map((shipment) => shipment.brand_id).sort()).toEqual([a.brandId, b.brandId].sort());
    const [{ total_cents }] = await app.query<{ total_cents: number }>('select total_cents from orders where id = $1', [orderId]);
    expect(shipments.reduce((sum, shipment) => sum + shipment.amount_cents, 0)).toBe(total_cents);
    expect(await paymentSessionsOf(app, user.id)).toEqual([{ id: sessionId, status: 'authorized', amountCents: total_cents, capturedCents: 0, voidedCents: 0, refundedCents: 0 }]);
  });

  it("lists a brand's own shipments only, newest first, paged and filtered, with the full address; others are refused", async () => {
    const [a, b] = [await newBrand(), await newBrand()];
    const first = await buy([a, b]);
    const second = await buy([a], 'delivery');
    const page = (await a.agent.get('/api/brands/shipments').expect(200)).body;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.items.map((item: { orderId: string }) => item.orderId)).toEqual([second.orderId, first.orderId]);
    expect(page.items[0]).toMatchObject({
      brandId: a.brandId,
      status: 'pending',
      fulfillmentType: 'delivery',
      shopperName: 'Maya Lopez',
      shipTo: shippingInfo(),
      lines: [expect.objectContaining({ quantity: 1, price: 40 })],
      orderNumber: second.sessionId.slice(-8),
      handoff: null,
      timeline: [expect.objectContaining({ status: 'pending' })],
    });
    expect(new Date(page.items[1].dueBy).getTime() - new Date(page.items[1].createdAt).getTime()).toBe(2 * DAY);
    expect((await a.agent.get('/api/brands/shipments?pageSize=1&page=2').expect(200)).body.items.map((item: { orderId: string }) => item.orderId)).toEqual([first.orderId]);
    expect((await a.agent.get('/api/brands/shipments?status=packed').expect(200)).body).toMatchObject({ total: 0, items: [] });
    expect((await a.agent.get('/api/brands/shipments?status=lost').expect(400)).body.message).toContain('status must be one of pending, packed');
    expect((await b.agent.get('/api/brands/shipments').expect(200)).body.total).toBe(1);
    expect((await first.agent.get('/api/brands/shipments').expect(403)).body.code).toBe('ROLE_REQUIRED');
    await app.http().get('/api/brands/shipments').expect(401);
    const creator = await app.registerAndSignIn('creator');
    await app.query("update users set role = 'creator' where id = $1", [creator.user.id]);
    expect((await creator.agent.get('/api/brands/shipments').expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await admin.get(`/api/brands/shipments?brandId=${b.brandId}`).expect(200)).body.total).toBe(1);
  });

  it('packs, ships with a checked tracking number (capturing that share once), and refuses what the tables forbid', async () => {
    const [a, b] = [await newBrand(), await newBrand()];
    const { orderId, sessionId, agent: shopper } = await buy([a, b]);
    const mine = await shipmentOf(orderId, a.brandId);
    const theirs = await shipmentOf(orderId, b.brandId);

    expect((await b.agent.post(`/api/brands/shipments/${mine.id}/pack`).expect(404)).body).toEqual({ statusCode: 404, code: 'SHIPMENT_NOT_FOUND', message: 'Shipment not found.' });
    expect((await shopper.post(`/api/brands/shipments/${mine.id}/pack`).expect(403)).body.code).toBe('ROLE_REQUIRED');
    await a.agent.post('/api/brands/shipments/not-a-uuid/pack').expect(400);
    const ship = { carrier: 'ups', trackingNumber: TRACKING.ups };
    expect((await a.agent.post(`/api/brands/shipments/${mine.id}/ship`).send(ship).expect(409)).body).toEqual({
      statusCode: 409,
      code: 'SHIPMENT_TRANSITION_NOT_ALLOWED',
      message: 'A shipment that is pending cannot become shipped; it can only become packed or cancelled.',
    });

    expect((await a.agent.post(`/api/brands/shipments/${mine.id}/pack`).expect(200)).body).toEqual({ id: mine.id, previousStatus: 'pending', status: 'packed', changedAt: expect.any(String), refusalReason: null });
    expect((await a.agent.post(`/api/brands/shipments/${mine.id}/pack`).expect(409)).body.message).toBe('A shipment that is packed cannot become packed; it can only become shipped or out_for_delivery or cancelled.');

    expect((await a.agent.post(`/api/brands/shipments/${mine.id}/ship`).send({ carrier: 'usps', trackingNumber: TRACKING.ups }).expect(400)).body.message).toContain('carrier must be one of ups, fedex, dhl');
    expect((await a.agent.post(`/api/brands/shipments/${mine.id}/ship`).send({ carrier: 'fedex', trackingNumber: TRACKING.ups }).expect(400)).body).toEqual({
      statusCode: 400,
      code: 'TRACKING_NUMBER_INVALID',
      message: 'trackingNumber is not a FEDEX tracking number: it must be 12, 15 or 20 digits.',
    });
    expect((await a.agent.post(`/api/brands/shipments/${mine.id}/ship`).send({ carrier: 'dhl' }).expect(400)).body.message).toContain('trackingNumber');
    expect((await paymentSessionsOf(app, (await app.query<{ user_id: string }>('select user_id from orders where id = $1', [orderId]))[0].user_id))[0].capturedCents).toBe(0);

    await a.agent.post(`/api/brands/shipments/${mine.id}/ship`).send({ carrier: 'ups', trackingNumber: '1z 999aa1 0123456784' }).expect(200);
    expect(await orderStatus(orderId)).toBe('partially_shipped');
    expect(await shipmentOf(orderId, a.brandId)).toMatchObject({ status: 'shipped', captured_cents: mine.amount_cents });
    expect((await a.agent.post(`/api/brands/shipments/${mine.id}/ship`).send(ship).expect(409)).body.code).toBe('SHIPMENT_TRANSITION_NOT_ALLOWED');
    expect(await paymentOperationsOf(app, sessionId)).toEqual([{ key: `shipment:${mine.id}:capture`, kind: 'capture', amountCents: mine.amount_cents }]);

    const listed = (await a.agent.get('/api/brands/shipments').expect(200)).body.items[0];
    expect(listed).toMatchObject({ carrier: 'ups', trackingNumber: TRACKING.ups, trackingUrl: `https://www.ups.com/track?tracknum=${TRACKING.ups}` });

    await b.agent.post(`/api/brands/shipments/${theirs.id}/pack`).expect(200);
    await b.agent.post(`/api/brands/shipments/${theirs.id}/ship`).send({ carrier: 'fedex', trackingNumber: TRACKING.fedex }).expect(200);
    expect(await orderStatus(orderId)).toBe('shipped');
  });

  it('hands a same-day order over only after an ID that has not expired shows the declared date of birth; records no ID number', async () => {
    const a = await newBrand();
    const { orderId, agent: shopper } = await buy([a], 'delivery');
    const shipment = await shipmentOf(orderId, a.brandId);
    await a.agent.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    expect((await a.agent.post(`/api/brands/shipments/${shipment.id}/deliver`).send(ADULT_ID).expect(409)).body.message).toBe(
      'A shipment that is packed cannot become delivered; it can only become shipped or out_for_delivery or cancelled.',
    );
    await a.agent.post(`/api/brands/shipments/${shipment.id}/out-for-delivery`).expect(200);
    expect(await orderStatus(orderId)).toBe('shipped');

    // Days on the ship-to address's calendar (San Francisco), which the door reads the ID against.
    const refusals: [Record<string, string>, number, string][] = [
      [{ idExpiresOn: dayAtDoor(-1) }, 422, 'ID_EXPIRED'],
      [{ idDateOfBirth: dayAtDoor(30) }, 422, 'ID_DATE_OF_BIRTH_INVALID'],
      [{ idDateOfBirth: '1990-02-30' }, 422, 'ID_DATE_OF_BIRTH_INVALID'],
      [{ idDateOfBirth: '04/12/1990' }, 400, 'VALIDATION_FAILED'],
      [{ idType: 'library_card' }, 400, 'VALIDATION_FAILED'],
      [{ recipientName: ' ' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [change, status, code] of refusals) {
      const refused = await a.agent.post(`/api/brands/shipments/${shipment.id}/deliver`).send({ ...ADULT_ID, ...change }).expect(status);
      expect(refused.body.code).toBe(code);
    }
    expect((await a.agent.post(`/api/brands/shipments/${shipment.id}/deliver`).send({ ...ADULT_ID, idDateOfBirth: dayAtDoor(30) }).expect(422)).body.message).toContain('idDateOfBirth');
    expect((await a.agent.post(`/api/brands/shipments/${shipment.id}/deliver`).send({ ...ADULT_ID, idExpiresOn: dayAtDoor(-1) }).expect(422)).body).toEqual({
      statusCode: 422,
      code: 'ID_EXPIRED',
      message: `idExpiresOn must not have passed: the ID expired on ${dayAtDoor(-1)} and cannot prove the recipient's age.`,
    });
    expect(await shipmentOf(orderId, a.brandId)).toMatchObject({ status: 'out_for_delivery' });

    // Valid through its expiry day; the ID shows the shopper's declared date of birth (an under-21 or another date refuses the delivery: verified-age e2e).
    await a.agent.post(`/api/brands/shipments/${shipment.id}/deliver`).send({ ...ADULT_ID, idExpiresOn: dayAtDoor(0) }).expect(200);
    expect(await orderStatus(orderId)).toBe('delivered');
    const [record] = await app.query<Record<string, unknown>>('select recipient_name, id_type, recipient_birth_year, handed_over_by, handed_over_at from shipments where id = $1', [shipment.id]);
    expect(record).toMatchObject({ recipient_name: 'Maya Lopez', id_type: 'drivers_license', recipient_birth_year: 1990, handed_over_by: expect.any(String), handed_over_at: expect.any(Date) });
    const columns = await app.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'shipments'");
    expect(columns.map((column) => column.column_name).filter((name) => /id_number|license_number|date_of_birth|expires/.test(name))).toEqual([]);
    expect((await a.agent.get('/api/brands/shipments').expect(200)).body.items[0].handoff).toBeNull();
    expect((await admin.get(`/api/brands/shipments?brandId=${a.brandId}`).expect(200)).body.items[0].handoff).toMatchObject({ recipientName: 'Maya Lopez', idType: 'drivers_license', checkedAt: expect.any(String) });

    const order = (await shopper.get(`/api/orders/${orderId}`).expect(200)).body;
    expect(order.status).toBe('delivered');
    expect(order.shipments[0].timeline.map((step: { status: string }) => step.status)).toEqual(['pending', 'packed', 'out_for_delivery', 'delivered']);
  });

  it('refuses a delivery at the door: the captured share is refunded, the commission reversed, and the shopper sees why', async () => {
    const a = await newBrand();
    const curator = await app.registerAndSignIn('curator');
    await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level1_curator', 5)", [curator.user.id]);
    const creator = await createCreator(app, { userId: curator.user.id });
    const { orderId, sessionId, agent: shopper } = await buy([a], 'delivery', { creatorId: creator.id });
    const shipment = await shipmentOf(orderId, a.brandId);
    await a.agent.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    expect((await a.agent.post(`/api/brands/shipments/${shipment.id}/refuse`).send({ reason: 'no_id' }).expect(409)).body.code).toBe('SHIPMENT_TRANSITION_NOT_ALLOWED');
    await a.agent.post(`/api/brands/shipments/${shipment.id}/out-for-delivery`).expect(200);
    expect((await a.agent.post(`/api/brands/shipments/${shipment.id}/refuse`).send({ reason: 'rude' }).expect(400)).body.message).toContain('reason must be one of no_id, underage, expired_id, intoxicated, no_one_available, address_problem, date_of_birth_mismatch');

    await a.agent.post(`/api/brands/shipments/${shipment.id}/refuse`).send({ reason: 'underage' }).expect(200);
    expect(await orderStatus(orderId)).toBe('refunded');
    expect(await paymentOperationsOf(app, sessionId)).toEqual([
      { key: `shipment:${shipment.id}:capture`, kind: 'capture', amountCents: shipment.amount_cents },
      { key: `shipment:${shipment.id}:refund`, kind: 'refund', amountCents: shipment.amount_cents },
    ]);
    expect((await a.agent.post(`/api/brands/shipments/${shipment.id}/refuse`).send({ reason: 'underage' }).expect(409)).body.message).toBe('A shipment that is refused cannot become refused; refused is final.');
    // The refund is in the audit log with who gave it, the order, the shipment, the amount and why; once.
    const brandUserId = (await a.agent.get('/api/user').expect(200)).body.id;
    expect(await app.query("select entity_type, entity_id, user_id, details from audit_log where action = 'order.refund_issued' and details ->> 'shipmentId' = $1", [shipment.id])).toEqual([
      { entity_type: 'order', entity_id: orderId, user_id: brandUserId, details: { shipmentId: shipment.id, amountCents: shipment.amount_cents, actorRole: 'brand', reason: 'delivery_refused', refusalReason: 'underage' } },
    ]);

    const order = (await shopper.get(`/api/orders/${orderId}`).expect(200)).body;
    expect(order.shipments[0]).toMatchObject({ status: 'refused', refunded: shipment.amount_cents / 100, refundReason: 'underage', refusalReason: 'underage' });
    expect(order.shipments[0].timeline.at(-1)).toMatchObject({ status: 'refused', reason: 'underage' });

    const { body: analytics } = await curator.agent.get('/api/user/sales-analytics').expect(200);
    expect(analytics.recentTransactions[0]).toMatchObject({ status: 'reversed', standing: 'reversed', standingText: 'reversed: refused at the door' });
    const { body: detail } = await curator.agent.get(`/api/user/commissions/${analytics.recentTransactions[0].id}`).expect(200);
    expect(detail.shipment.timeline.map((step: { status: string }) => step.status)).toEqual(['pending', 'packed', 'out_for_delivery', 'refused']);
    expect(detail.history.at(-1)).toMatchObject({ to: 'reversed', reason: 'delivery_refused' });
    const check = (await admin.get('/api/admin/ledger/check').expect(200)).body;
    expect(check.ok).toBe(true);
  });

  it("refuses one brand's share of an attributed two-brand order: that share's commission is reversed, the other's stays, and the ledger check passes", async () => {
    const [a, b] = [await newBrand(), await newBrand()];
    const curator = await app.registerAndSignIn('curator');
    await app.query("insert into commission_accounts (user_id, tier, commission_rate) values ($1, 'level1_curator', 5)", [curator.user.id]);
    const creator = await createCreator(app, { userId: curator.user.id });
    const { agent: shopper } = await app.registerAndSignIn('shopper');
    for (const brand of [a, b]) {
      const productId = await createProduct(app, brand.brandId, { priceCents: 4000 });
      await shopper.post('/api/clicks').send({ utmSource: creator.id, productId }).expect(201);
      await shopper.post('/api/cart').send({ productId, fulfillmentType: 'shipping', quantity: 1 }).expect(201);
    }
    const orderId: string = (await shopper.post('/api/checkout/cart').send({ shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201)).body.orders[0].id;
    const [{ commission_cents: attributedBefore }] = await app.query<{ commission_cents: number }>('select commission_cents from order_attribution where order_id = $1', [orderId]);
    expect(attributedBefore).toBeGreaterThan(0);

    // Before anything left: both commissions wait for delivery, with no payable date.
    const { body: waiting } = await curator.agent.get('/api/user/sales-analytics').expect(200);
    expect(waiting.recentTransactions.map((row: { standing: string; standingText: string }) => [row.standing, row.standingText])).toEqual([
      ['waiting_for_delivery', 'waiting for delivery'],
      ['waiting_for_delivery', 'waiting for delivery'],
    ]);
    const { body: waitingDetail } = await curator.agent.get(`/api/user/commissions/${waiting.recentTransactions[0].id}`).expect(200);
    expect(waitingDetail).toMatchObject({ standing: 'waiting_for_delivery', standingText: 'waiting for delivery', payableAt: null });
    expect(waitingDetail.shipment.timeline.map((step: { status: string }) => step.status)).toEqual(['pending']);

    const [delivered, refused] = [await shipmentOf(orderId, a.brandId), await shipmentOf(orderId, b.brandId)];
    for (const [seller, shipment] of [[a.agent, delivered], [b.agent, refused]] as const) {
      await seller.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
      await seller.post(`/api/brands/shipments/${shipment.id}/ship`).send({ carrier: 'ups', trackingNumber: TRACKING.ups }).expect(200);
    }
    await a.agent.post(`/api/brands/shipments/${delivered.id}/deliver`).send(ADULT_ID).expect(200);
    await b.agent.post(`/api/brands/shipments/${refused.id}/refuse`).send({ reason: 'no_one_available' }).expect(200);
    expect(await orderStatus(orderId)).toBe('partially_refunded');

    const { body: analytics } = await curator.agent.get('/api/user/sales-analytics').expect(200);
    expect(analytics.recentTransactions.map((row: { standing: string }) => row.standing).sort()).toEqual(['on_hold', 'reversed']);
    // Delivered: the hold counts from the handoff.
    const onHold = analytics.recentTransactions.find((row: { standing: string }) => row.standing === 'on_hold');
    expect(onHold.standingText).toMatch(/^on hold until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const { body: onHoldDetail } = await curator.agent.get(`/api/user/commissions/${onHold.id}`).expect(200);
    expect(onHoldDetail).toMatchObject({ standing: 'on_hold', standingText: onHold.standingText, payableAt: expect.any(String) });
    expect(onHoldDetail.shipment.timeline.map((step: { status: string }) => step.status)).toEqual(['pending', 'packed', 'shipped', 'delivered']);
    const [{ commission_cents: attributedAfter }] = await app.query<{ commission_cents: number }>('select commission_cents from order_attribution where order_id = $1', [orderId]);
    expect(attributedAfter).toBeGreaterThan(0);
    expect(attributedAfter).toBeLessThan(attributedBefore);
    const check = (await admin.get('/api/admin/ledger/check').expect(200)).body;
    expect(check).toMatchObject({ ok: true });
  });

  it("cancels an order while nothing has left, releasing the authorization at once; 409 'already shipped' after, 404 for another shopper's", async () => {
    const [a, b] = [await newBrand(), await newBrand()];
    const open = await buy([a, b]);
    const other = await app.registerAndSignIn('other');
    expect((await other.agent.post(`/api/orders/${open.orderId}/cancel`).expect(404)).body.code).toBe('ORDER_NOT_FOUND');
    await a.agent.post(`/api/brands/shipments/${(await shipmentOf(open.orderId, a.brandId)).id}/pack`).expect(200);
    expect((await open.agent.post(`/api/orders/${open.orderId}/cancel`).expect(200)).body).toEqual({ id: open.orderId, previousStatus: 'paid', status: 'cancelled', changedAt: expect.any(String) });
    expect(await paymentSessionsOf(app, open.user.id)).toEqual([expect.objectContaining({ status: 'voided', capturedCents: 0 })]);
    expect((await shipmentsOf(app, open.orderId)).map((shipment) => shipment.status)).toEqual(['cancelled', 'cancelled']);
    expect((await open.agent.post(`/api/orders/${open.orderId}/cancel`).expect(409)).body.message).toBe('An order that is cancelled cannot become cancelled; cancelled is final.');
    expect((await a.agent.post(`/api/brands/shipments/${(await shipmentOf(open.orderId, a.brandId)).id}/ship`).send({ carrier: 'ups', trackingNumber: TRACKING.ups }).expect(409)).body.code).toBe('SHIPMENT_TRANSITION_NOT_ALLOWED');

    const left = await buy([a, b]);
    const shipment = await shipmentOf(left.orderId, a.brandId);
    await a.agent.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    await a.agent.post(`/api/brands/shipments/${shipment.id}/ship`).send({ carrier: 'ups', trackingNumber: TRACKING.ups }).expect(200);
    expect((await left.agent.post(`/api/orders/${left.orderId}/cancel`).expect(409)).body).toEqual({ statusCode: 409, code: 'ORDER_ALREADY_SHIPPED', message: 'This order cannot be cancelled: it has already shipped.' });
    expect(await orderStatus(left.orderId)).toBe('partially_shipped');
    await app.http().post(`/api/orders/${left.orderId}/cancel`).expect(401);
  });

  it("lets an admin act on any brand's shipment, each step in the audit log", async () => {
    const a = await newBrand();
    const { orderId } = await buy([a]);
    const shipment = await shipmentOf(orderId, a.brandId);
    await admin.post(`/api/brands/shipments/${shipment.id}/pack`).expect(200);
    await a.agent.post(`/api/brands/shipments/${shipment.id}/ship`).send({ carrier: 'dhl', trackingNumber: TRACKING.dhl }).expect(200);
    await admin.post(`/api/brands/shipments/${shipment.id}/refuse`).send({ reason: 'no_one_available' }).expect(200);
    const audit = await app.query<{ action: string; details: { before: unknown; after: unknown; reason?: string } }>("select action, details from audit_log where entity_type = 'shipment' and entity_id = $1 order by created_at", [shipment.id]);
    expect(audit).toEqual([
      { action: 'shipment.packed', details: expect.objectContaining({ before: { status: 'pending' }, after: { status: 'packed' } }) },
      { action: 'shipment.refused', details: expect.objectContaining({ before: { status: 'shipped' }, after: { status: 'refused' }, reason: 'no_one_available' }) },
    ]);
  });

  it('sends each shipment the way its order is fulfilled: a same-day one is never shipped with a carrier, a 2-day one never out for delivery (409, nothing captured)', async () => {
    const a = await newBrand();
    const sameDay = await buy([a], 'delivery');
    const twoDay = await buy([a], 'shipping');
    const delivery = await shipmentOf(sameDay.orderId, a.brandId);
    const shipping = await shipmentOf(twoDay.orderId, a.brandId);
    expect((await a.agent.post(`/api/brands/shipments/${delivery.id}/out-for-delivery`).expect(409)).body).toEqual({
      statusCode: 409,
      code: 'SHIPMENT_TRANSITION_NOT_ALLOWED',
      message: 'A shipment that is pending cannot become out_for_delivery; it can only become packed or cancelled.',
    });
    await a.agent.post(`/api/brands/shipments/${delivery.id}/pack`).expect(200);
    await a.agent.post(`/api/brands/shipments/${shipping.id}/pack`).expect(200);

    const sameDayShipped = {
      statusCode: 409,
      code: 'SHIPMENT_FULFILLMENT_MISMATCH',
      message: 'This shipment is same-day delivery (fulfillmentType delivery): it is not handed to a carrier, so it cannot become shipped; send it with POST /api/brands/shipments/{id}/out-for-delivery.',
    };
    const twoDayOut = {
      statusCode: 409,
      code: 'SHIPMENT_FULFILLMENT_MISMATCH',
      message: 'This shipment is 2-day shipping (fulfillmentType shipping): it goes with a carrier and a tracking number, so it cannot become out_for_delivery; send it with POST /api/brands/shipments/{id}/ship.',
    };
    for (const agent of [a.agent, admin]) {
      expect((await agent.post(`/api/brands/shipments/${delivery.id}/ship`).send({ carrier: 'ups', trackingNumber: TRACKING.ups }).expect(409)).body).toEqual(sameDayShipped);
      expect((await agent.post(`/api/brands/shipments/${shipping.id}/out-for-delivery`).expect(409)).body).toEqual(twoDayOut);
    }
    const [deliveryRow] = await app.query<Record<string, unknown>>('select status, captured_cents, carrier, tracking_number from shipments where id = $1', [delivery.id]);
    expect(deliveryRow).toEqual({ status: 'packed', captured_cents: 0, carrier: null, tracking_number: null });
    expect(await shipmentOf(twoDay.orderId, a.brandId)).toMatchObject({ status: 'packed', captured_cents: 0 });
    expect(await paymentOperationsOf(app, sameDay.sessionId)).toEqual([]);
    expect(await paymentOperationsOf(app, twoDay.sessionId)).toEqual([]);

    // The right way for each still works.
    await a.agent.post(`/api/brands/shipments/${delivery.id}/out-for-delivery`).expect(200);
    await a.agent.post(`/api/brands/shipments/${shipping.id}/ship`).send({ carrier: 'ups', trackingNumber: TRACKING.ups }).expect(200);
  });

  it("refuses each step on another brand's shipment (404) and to shoppers and creators (403), on a shipment its own brand could move, and nothing changes", async () => {
    const [a, b] = [await newBrand(), await newBrand()];
    const sameDay = await buy([a], 'delivery');
    const twoDay = await buy([a], 'shipping');
    const delivery = await shipmentOf(sameDay.orderId, a.brandId);
    const shipping = await shipmentOf(twoDay.orderId, a.brandId);
    await a.agent.post(`/api/brands/shipments/${shipping.id}/pack`).expect(200);
    const creator = await app.registerAndSignIn('creator');
    await app.query("update users set role = 'creator' where id = $1", [creator.user.id]);
    const outsiders: [string, TestAgent, number, string][] = [
      ['another brand', b.agent, 404, 'SHIPMENT_NOT_FOUND'],
      ['a shopper (the buyer)', sameDay.agent, 403, 'ROLE_REQUIRED'],
      ['a creator', creator.agent, 403, 'ROLE_REQUIRED'],
    ];

    // [the call, the shipment it is tried on (in a status where its brand may make it), its body, what its brand does next]
    const calls: [string, string, object, string | null][] = [
      ['pack', delivery.id, {}, 'pack'],
      ['ship', shipping.id, { carrier: 'ups', trackingNumber: TRACKING.ups }, null],
      ['out-for-delivery', delivery.id, {}, 'out-for-delivery'],
      ['deliver', delivery.id, ADULT_ID, null],
      ['refuse', delivery.id, { reason: 'no_one_available' }, null],
    ];
    for (const [call, shipmentId, body, then] of calls) {
      for (const [who, agent, status, code] of outsiders) {
        const response = await agent.post(`/api/brands/shipments/${shipmentId}/${call}`).send(body);
        expect({ call, who, status: response.status, code: response.body.code }).toEqual({ call, who, status, code });
        expect(response.body.message).toEqual(expect.any(String));
      }
      if (then) await a.agent.post(`/api/brands/shipments/${shipmentId}/${then}`).expect(200);
    }

    expect(await shipmentOf(sameDay.orderId, a.brandId)).toMatchObject({ status: 'out_for_delivery', refunded_cents: 0 });
    expect(await shipmentOf(twoDay.orderId, a.brandId)).toMatchObject({ status: 'packed', captured_cents: 0 });
    const events = await app.query<{ to_status: string }>('select to_status from shipment_events where shipment_id = any($1::uuid[]) order by created_at', [[delivery.id, shipping.id]]);
    expect(events.map((event) => event.to_status).sort()).toEqual(['out_for_delivery', 'packed', 'packed', 'pending', 'pending'].sort());
    expect(await paymentOperationsOf(app, twoDay.sessionId)).toEqual([]);
    expect((await paymentOperationsOf(app, sameDay.sessionId)).map((operation) => operation.kind)).toEqual(['capture']);
  });

  it("answers a capture the payment provider refuses with 409 and its reason, never 5xx, and the shipment stays where it was", async () => {
    const a = await newBrand();
    // The sandbox's card 0341 is authorized at checkout; the provider refuses every capture on it (as an issuer that no longer honours the hold).
    const twoDay = await buy([a], 'shipping', { card: CAPTURE_REFUSED_CARD });
    const sameDay = await buy([a], 'delivery', { card: CAPTURE_REFUSED_CARD });
    const shipping = await shipmentOf(twoDay.orderId, a.brandId);
    const delivery = await shipmentOf(sameDay.orderId, a.brandId);
    await a.agent.post(`/api/brands/shipments/${shipping.id}/pack`).expect(200);
    await a.agent.post(`/api/brands/shipments/${delivery.id}/pack`).expect(200);

    const refusal = {
      statusCode: 409,
      code: 'PAYMENT_OPERATION_REFUSED',
      message: "The payment provider refused the capture: the card's issuer no longer honours this authorization. Nothing was captured; cancel the order or ask the shopper to pay again.",
    };
    expect((await a.agent.post(`/api/brands/shipments/${shipping.id}/ship`).send({ carrier: 'fedex', trackingNumber: TRACKING.fedex }).expect(409)).body).toEqual(refusal);
    expect((await a.agent.post(`/api/brands/shipments/${delivery.id}/out-for-delivery`).expect(409)).body).toEqual(refusal);

    expect(await shipmentOf(twoDay.orderId, a.brandId)).toMatchObject({ status: 'packed', captured_cents: 0 });
    expect(await shipmentOf(sameDay.orderId, a.brandId)).toMatchObject({ status: 'packed', captured_cents: 0 });
    expect(await orderStatus(twoDay.orderId)).toBe('paid');
    expect(await paymentOperationsOf(app, twoDay.sessionId)).toEqual([]);
    expect(await paymentSessionsOf(app, twoDay.user.id)).toEqual([expect.objectContaining({ status: 'authorized', capturedCents: 0 })]);

    // The hold can still be released: the shopper cancels.
    await twoDay.agent.post(`/api/orders/${twoDay.orderId}/cancel`).expect(200);
    expect(await paymentSessionsOf(app, twoDay.user.id)).toEqual([expect.objectContaining({ status: 'voided', capturedCents: 0 })]);
  });
});
