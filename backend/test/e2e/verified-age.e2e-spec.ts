import { randomBytes } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, countRows, createProduct, DECLINED_CARD, paymentSessionsOf, shippingInfo } from '../support/buying-fixtures';
import { ADULT_ID, dayAtDoor } from '../support/fulfilment';
import { createTestApp, TestApp, TEST_DATE_OF_BIRTH } from '../support/test-app';

/** The UTC day `yearsAgo` years and `daysAgo` days before today, as YYYY-MM-DD (the checkout's day is the UTC day; the door's is the ship-to address's: dayAtDoor). */
function isoDay(daysAgo: number, yearsAgo = 0): string {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear() - yearsAgo, now.getUTCMonth(), now.getUTCDate() - daysAgo));
  return day.toISOString().slice(0, 10);
}

describe('A verified age, in steps (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let brand: { agent: TestAgent; brandId: string };

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'age_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    admin = await app.signIn('age_admin', 'admin-password-1');
    const id = randomBytes(4).toString('hex');
    const body = { username: `brand_${id}`, password: 'correct-horse-battery', email: `b_${id}@example.com`, brandName: `Brand ${id}`, description: 'Rye people.' };
    const registered = (await app.http().post('/api/auth/register-brand').send(body).expect(201)).body;
    brand = { agent: await app.signIn(body.username, body.password), brandId: registered.brand.id };
  });
  afterAll(() => app.close());

  const freshShopper = () => app.registerAndSignIn('fresh', { dateOfBirth: null });
  const checkoutBody = (productId: string, extra: Record<string, unknown> = {}) => ({ productId, fulfillmentType: 'delivery', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD, ...extra });
  const ageOf = async (userId: string) =>
    (await app.query<{ age_status: string; date_of_birth: string | null; underage_refusals: number }>("select age_status, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth, underage_refusals from users where id = $1", [userId]))[0];
  const evidenceOf = async (orderId: string) => (await app.query<{ age_evidence: unknown }>('select age_evidence from orders where id = $1', [orderId]))[0]!.age_evidence;

  /** A shopper (with TEST_DATE_OF_BIRTH declared) buys one bottle for same-day delivery; the brand sends it out. */
  const boughtAndOut = async () => {
    const { agent, user } = await app.registerAndSignIn('buyer');
    const productId = await createProduct(app, brand.brandId, { priceCents: 4000 });
    const { body } = await agent.post('/api/checkout').send(checkoutBody(productId)).expect(201);
    const orderId = body.orders[0].id as string;
    const [shipment] = await app.query<{ id: string; amount_cents: number }>('select id, amount_cents from shipments where order_id = $1', [orderId]);
    await brand.agent.post(`/api/brands/shipments/${shipment!.id}/pack`).expect(200);
    await brand.agent.post(`/api/brands/shipments/${shipment!.id}/out-for-delivery`).expect(200);
    return { agent, user, orderId, shipment: shipment! };
  };

  it('moves unverified → self_attested → dob_declared: the first checkout asks for the date of birth, the next ones do not', async () => {
    const { agent, user } = await freshShopper();
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ ageVerified: false, ageStatus: 'unverified' });
    expect((await agent.post('/api/verify-age').expect(200)).body).toMatchObject({ ageVerified: true, ageStatus: 'self_attested' });

    const productId = await createProduct(app, brand.brandId);
    const missing = await agent.post('/api/checkout').send(checkoutBody(productId)).expect(422);
    expect(missing.body).toMatchObject({ code: 'DATE_OF_BIRTH_REQUIRED', message: 'A date of birth is needed to buy alcohol: add dateOfBirth (YYYY-MM-DD).' });
    const malformed = await agent.post('/api/checkout').send(checkoutBody(productId, { dateOfBirth: '04/12/1990' })).expect(400);
    expect(malformed.body.message).toContain('dateOfBirth must be a date written YYYY-MM-DD, such as 1990-04-12');
    expect((await agent.post('/api/checkout').send(checkoutBody(productId, { dateOfBirth: '1990-02-30' })).expect(400)).body.code).toBe('DATE_OF_BIRTH_INVALID');
    expect((await agent.post('/api/checkout').send(checkoutBody(productId, { dateOfBirth: isoDay(-1) })).expect(400)).body.code).toBe('DATE_OF_BIRTH_INVALID');

    // A declined card writes nothing, the date of birth included.
    await agent.post('/api/checkout').send(checkoutBody(productId, { dateOfBirth: TEST_DATE_OF_BIRTH, paymentInfo: DECLINED_CARD })).expect(402);
    expect(await ageOf(user.id)).toEqual({ age_status: 'self_attested', date_of_birth: null, underage_refusals: 0 });

    const placed = await agent.post('/api/checkout').send(checkoutBody(productId, { dateOfBirth: TEST_DATE_OF_BIRTH })).expect(201);
    expect(await ageOf(user.id)).toEqual({ age_status: 'dob_declared', date_of_birth: TEST_DATE_OF_BIRTH, underage_refusals: 0 });
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ ageVerified: true, ageStatus: 'dob_declared' });
    expect(await evidenceOf(placed.body.orders[0].id)).toEqual({ placedOn: 'dob_declared' });

    // Declared once: left out, or the same date again, both buy; another date is refused.
    await agent.post('/api/checkout').send(checkoutBody(productId)).expect(201);
    await agent.post('/api/checkout').send(checkoutBody(productId, { dateOfBirth: TEST_DATE_OF_BIRTH })).expect(201);
    expect((await agent.post('/api/checkout').send(checkoutBody(productId, { dateOfBirth: '1991-04-12' })).expect(422)).body.code).toBe('DATE_OF_BIRTH_ALREADY_DECLARED');
    // The age gate again does not weaken it.
    expect((await agent.post('/api/verify-age').expect(200)).body.ageStatus).toBe('dob_declared');
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(3);
  });

  it('refuses a checkout under 21 on the day (both checkouts): 422, nothing written but the refusal count', async () => {
    const { agent, user } = await freshShopper();
    const productId = await createProduct(app, brand.brandId);
    await agent.post('/api/cart').send({ productId, fulfillmentType: 'delivery' }).expect(201);

    const turns21Tomorrow = isoDay(-1, 21);
    const single = await agent.post('/api/checkout').send(checkoutBody(productId, { dateOfBirth: turns21Tomorrow })).expect(422);
    expect(single.body).toMatchObject({ code: 'UNDERAGE', message: 'You must be 21 or older to buy alcohol.' });
    const cart = await agent.post('/api/checkout/cart').send({ shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD, dateOfBirth: turns21Tomorrow }).expect(422);
    expect(cart.body.message).toBe('You must be 21 or older to buy alcohol.');
    expect((await agent.post('/api/checkout/cart').send({ shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(422)).body.code).toBe('DATE_OF_BIRTH_REQUIRED');

    expect(await ageOf(user.id)).toEqual({ age_status: 'unverified', date_of_birth: null, underage_refusals: 2 });
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(0);
    expect(await paymentSessionsOf(app, user.id)).toEqual([]);
    expect(await countRows(app, 'cart_items', 'user_id = $1', [user.id])).toBe(1);

    // 21 today (the birthday is the shop's day): the cart checkout declares it and buys.
    await agent.post('/api/checkout/cart').send({ shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD, dateOfBirth: isoDay(0, 21) }).expect(201);
    expect(await ageOf(user.id)).toEqual({ age_status: 'dob_declared', date_of_birth: isoDay(0, 21), underage_refusals: 2 });
  });

  it('hands over to the account holder: the ID shows the declared date of birth, the account becomes id_checked and the order records it', async () => {
    const { agent, user, orderId, shipment } = await boughtAndOut();
    const moved = await brand.agent.post(`/api/brands/shipments/${shipment.id}/deliver`).send(ADULT_ID).expect(200);
    expect(moved.body).toMatchObject({ previousStatus: 'out_for_delivery', status: 'delivered', refusalReason: null });
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ ageVerified: true, ageStatus: 'id_checked' });
    expect(await evidenceOf(orderId)).toEqual({ placedOn: 'dob_declared', deliveredOn: 'id_checked' });
    const handoff = (await admin.get(`/api/brands/shipments?brandId=${brand.brandId}`).expect(200)).body.items.find((item: { id: string }) => item.id === shipment.id).handoff;
    expect(handoff).toMatchObject({ recipientName: 'Maya Lopez', birthYear: 1990, matchedDeclaredBirthDate: true });
    // Only the year and the match are kept: no date of birth, no document number on the shipment.
    const columns = await app.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'shipments'");
    expect(columns.map((column) => column.column_name).filter((name) => /number$|^date_of_birth|expires/.test(name) && name !== 'tracking_number')).toEqual([]);

    // The next order is placed on id_checked, and the age gate keeps it.
    const productId = await createProduct(app, brand.brandId);
    const next = await agent.post('/api/checkout').send(checkoutBody(productId)).expect(201);
    expect(await evidenceOf(next.body.orders[0].id)).toEqual({ placedOn: 'id_checked' });
    expect((await agent.post('/api/verify-age').expect(200)).body.ageStatus).toBe('id_checked');
    expect(await countRows(app, 'orders', 'user_id = $1', [user.id])).toBe(2);
  });

  it('refuses the delivery at the door when the ID shows another date of birth: refunded, and the account stays dob_declared', async () => {
    const { agent, user, orderId, shipment } = await boughtAndOut();
    const moved = await brand.agent.post(`/api/brands/shipments/${shipment.id}/deliver`).send({ ...ADULT_ID, idDateOfBirth: '1988-01-30' }).expect(200);
    expect(moved.body).toMatchObject({ previousStatus: 'out_for_delivery', status: 'refused', refusalReason: 'date_of_birth_mismatch' });
    const order = (await agent.get(`/api/orders/${orderId}`).expect(200)).body;
    expect(order.shipments[0]).toMatchObject({ status: 'refused', refusalReason: 'date_of_birth_mismatch', refunded: shipment.amount_cents / 100 });
    expect(await ageOf(user.id)).toMatchObject({ age_status: 'dob_declared' });
    expect(await evidenceOf(orderId)).toEqual({ placedOn: 'dob_declared' });
    expect((await brand.agent.post(`/api/brands/shipments/${shipment.id}/deliver`).send(ADULT_ID).expect(409)).body.code).toBe('SHIPMENT_TRANSITION_NOT_ALLOWED');
  });

  it('refuses the delivery at the door to someone under 21 today, whatever the account declared', async () => {
    const { agent, user, orderId, shipment } = await boughtAndOut();
    const moved = await brand.agent.post(`/api/brands/shipments/${shipment.id}/deliver`).send({ ...ADULT_ID, idDateOfBirth: dayAtDoor(1, 21) }).expect(200);
    expect(moved.body).toMatchObject({ status: 'refused', refusalReason: 'underage' });
    expect((await agent.get(`/api/orders/${orderId}`).expect(200)).body.shipments[0]).toMatchObject({ status: 'refused', refusalReason: 'underage' });
    expect(await ageOf(user.id)).toMatchObject({ age_status: 'dob_declared' });
  });
});
