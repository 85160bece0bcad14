import type TestAgent from 'supertest/lib/agent';
import { firstVersionRule, US_STATE_CODES } from '../../src/modules/compliance';
import { ACCEPTED_CARD, createBrand, createProduct, ProductFixture, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const ADMIN = { username: 'compliance_admin', password: 'admin-password-1' };
const OPEN = { spirits: true, wine: true, beer: true };

/** The state rules as data: the admin's table, its audit, and every purchase path reading it. Each test changes its own state. */
describe('Compliance: state rules (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let adminId: string;
  let brandId: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });
    admin = await app.signIn(ADMIN.username, ADMIN.password);
    adminId = (await admin.get('/api/user').expect(200)).body.id;
    brandId = await createBrand(app);
  });
  afterAll(() => app?.close());

  const product = (fixture: ProductFixture = {}) => createProduct(app, brandId, fixture);
  const ruleBody = (changes: Record<string, unknown> = {}) => ({
    deliveryAllowed: true,
    shippingAllowed: OPEN,
    restricted: false,
    maxBottlesPerOrder: null,
    maxBottlesPer30Days: null,
    dryZipPrefixes: [],
    ...changes,
  });
  const setRule = async (state: string, changes: Record<string, unknown> = {}) => (await admin.put(`/api/admin/compliance/rules/${state}`).send(ruleBody(changes)).expect(200)).body;
  const fillCart = async (agent: TestAgent, lines: { fixture?: ProductFixture; fulfillmentType: 'delivery' | 'shipping'; quantity: number }[]) => {
    for (const line of lines) {
      await agent.post('/api/cart').send({ productId: await product(line.fixture), fulfillmentType: line.fulfillmentType, quantity: line.quantity }).expect(201);
    }
  };
  const checkoutCart = (agent: TestAgent, state: string, zipCode = '10001') =>
    agent.post('/api/checkout/cart').send({ shippingInfo: shippingInfo({ state, zipCode }), paymentInfo: ACCEPTED_CARD });
  const orderCount = async (userId: string) => (await app.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [userId]))[0]!.n;

  it('starts from the seed’s rules as the first version, for every state, and shows them to admins only', async () => {
    const rules = (await admin.get('/api/admin/compliance/rules').expect(200)).body as Record<string, unknown>[];
    expect(rules.map((rule) => rule.state)).toEqual([...US_STATE_CODES].sort());
    for (const rule of rules) {
      const { state: _state, effectiveFrom, ...terms } = firstVersionRule(rule.state as string);
      expect(rule).toMatchObject({ ...terms, effectiveFrom: effectiveFrom.toISOString(), updatedBy: null, scheduled: [] });
    }
    expect((await admin.get('/api/admin/compliance/rules/tx').expect(200)).body).toMatchObject({ state: 'TX', stateName: 'Texas', deliveryAllowed: true, restricted: false });
    expect((await admin.get('/api/admin/compliance/rules/UT').expect(200)).body).toMatchObject({ restricted: true, shippingAllowed: { spirits: false, wine: false, beer: false } });
    expect((await admin.get('/api/admin/compliance/rules/ZZ').expect(404)).body.code).toBe('STATE_RULE_NOT_FOUND');

    const { agent: shopper } = await app.registerAndSignIn('compliance_shopper');
    expect((await shopper.get('/api/admin/compliance/rules').expect(403)).body.code).toBe('ROLE_REQUIRED');
    await shopper.put('/api/admin/compliance/rules/TX').send(ruleBody()).expect(403);
    await app.http().get('/api/admin/compliance/rules/TX').expect(401);
  });

  it.each([
    [{ maxBottlesPerOrder: -1 }, 'maxBottlesPerOrder must be 0 or more, or null for no limit'],
    [{ maxBottlesPerOrder: 2.5 }, 'maxBottlesPerOrder must be a whole number of bottles, or null for no limit'],
    [{ maxBottlesPer30Days: '6' }, 'maxBottlesPer30Days must be a whole number of bottles, or null for no limit'],
    [{ maxBottlesPer30Days: -3 }, 'maxBottlesPer30Days must be 0 or more, or null for no limit'],
    [{ dryZipPrefixes: ['79x'] }, 'each dry ZIP prefix must be 1 to 5 digits, such as 79 or 75001'],
    [{ shippingAllowed: { spirits: true, wine: 'yes', beer: true } }, 'shippingAllowed.wine must be true or false'],
    [{ effectiveFrom: 'next week' }, 'effectiveFrom must be an ISO 8601 date-time, e.g. 2027-01-01T00:00:00Z'],
  ])('refuses %j with 400 and writes nothing', async (changes, message) => {
    const response = await admin.put('/api/admin/compliance/rules/KS').send(ruleBody(changes)).expect(400);
    expect(response.body.message).toBe(message);
    expect(await app.query("select 1 from compliance_state_rules where state = 'KS' and created_by is not null")).toEqual([]);
    expect(await app.query("select 1 from audit_log where entity_type = 'compliance_rule' and entity_id = 'KS'")).toEqual([]);
  });

  it('audits a change with who, when, the rule it replaced and the new one, and serves it at once', async () => {
    const before = Date.now();
    const answer = await setRule('ID', { maxBottlesPerOrder: 6, dryZipPrefixes: ['838', '832'] });
    expect(answer).toMatchObject({ state: 'ID', maxBottlesPerOrder: 6, dryZipPrefixes: ['832', '838'], updatedBy: adminId, scheduled: [] });
    expect(Date.parse(answer.effectiveFrom)).toBeGreaterThanOrEqual(before - 1000);

    const log = (await admin.get('/api/admin/audit-log?entityType=compliance_rule').expect(200)).body as { action: string; entityId: string; userId: string; createdAt: string; details: Record<string, unknown> }[];
    const entry = log.find((row) => row.entityId === 'ID')!;
    expect(entry).toMatchObject({
      action: 'compliance_rule.changed',
      userId: adminId,
      details: {
        effectiveFrom: answer.effectiveFrom,
        before: { maxBottlesPerOrder: null, dryZipPrefixes: [], deliveryAllowed: false, effectiveFrom: '2000-01-01T00:00:00.000Z' },
        after: { maxBottlesPerOrder: 6, dryZipPrefixes: ['832', '838'], deliveryAllowed: true, effectiveFrom: answer.effectiveFrom },
      },
    });
    expect(Date.parse(entry.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect((await admin.get('/api/admin/audit-log/verify').expect(200)).body.ok).toBe(true);
    expect((await app.http().get('/api/compliance/rules?state=id').expect(200)).body).toMatchObject({ state: 'ID', maxBottlesPerOrder: 6 });
  });

  it('same-day delivery and shipping per kind of alcohol follow the state’s rules in catalog, cart and checkout', async () => {
    await setRule('WA', { deliveryAllowed: false, shippingAllowed: { spirits: false, wine: true, beer: true } });
    const whiskey = await product({ name: 'Cascade Rye', categories: ['whiskey'] });
    const wine = await product({ name: 'Yakima Red', categories: ['wine'] });

    const listed = (await app.http().get('/api/products?state=WA&limit=100').expect(200)).body as { id: string }[];
    expect(listed.find((item) => item.id === whiskey)).toMatchObject({ availableInState: false, deliveryInState: false, shippingInState: false, unavailableReason: 'Same-day delivery does not reach WA and Washington does not allow spirits to be shipped to it' });
    expect(listed.find((item) => item.id === wine)).toMatchObject({ availableInState: true, deliveryInState: false, shippingInState: true });
    expect((await app.http().get(`/api/products/${whiskey}?state=CA`).expect(200)).body).toMatchObject({ availableInState: true, shippingInState: true });

    const { agent, user } = await app.registerAndSignIn('wa_shopper');
    const shipWhiskey = await agent.post('/api/checkout').send({ productId: whiskey, fulfillmentType: 'shipping', shippingInfo: shippingInfo({ state: 'WA' }), paymentInfo: ACCEPTED_CARD }).expect(400);
    expect(shipWhiskey.body).toMatchObject({ code: 'SHIPPING_NOT_ALLOWED_IN_STATE', message: 'Washington does not allow spirits to be shipped to it; Cascade Rye cannot be shipped to WA. Please remove it from your order.' });
    const deliverWine = await agent.post('/api/checkout').send({ productId: wine, fulfillmentType: 'delivery', shippingInfo: shippingInfo({ state: 'WA' }), paymentInfo: ACCEPTED_CARD }).expect(400);
    // The states it names are those whose rules allow delivery now, which other tests of this file may have added to.
    expect(deliverWine.body).toMatchObject({
      code: 'DELIVERY_STATE_NOT_SERVED',
      message: expect.stringMatching(/^Same-day delivery does not reach WA; it is available in CA, NY, TX, FL, OR, NV( and CO|, CO(, [A-Z]{2})* and [A-Z]{2})\. Choose shipping or an address in one of those states\.$/),
    });
    await agent.post('/api/checkout').send({ productId: wine, fulfillmentType: 'shipping', shippingInfo: shippingInfo({ state: 'WA' }), paymentInfo: ACCEPTED_CARD }).expect(201);
    expect(await orderCount(user.id)).toBe(1);

    await agent.post('/api/cart').send({ productId: whiskey, fulfillmentType: 'shipping', quantity: 1 }).expect(201);
    expect((await agent.get('/api/checkout/cart/check?state=WA').expect(200)).body).toMatchObject({ allowed: false, code: 'SHIPPING_NOT_ALLOWED_IN_STATE' });
    expect((await agent.get('/api/checkout/cart/check?state=CA').expect(200)).body).toEqual({ allowed: true, code: null, message: null });
  });

  it('limits the bottles of one order, naming the rule, in the cart check and the checkout', async () => {
    await setRule('TX', { maxBottlesPerOrder: 3 });
    const { agent, user } = await app.registerAndSignIn('tx_shopper');
    await fillCart(agent, [
      { fulfillmentType: 'delivery', quantity: 2 },
      { fixture: { categories: ['wine'] }, fulfillmentType: 'shipping', quantity: 2 },
    ]);
    const message = 'Texas limits alcohol to 3 bottles per order; this order has 4 bottles. Remove 1 bottle to continue.';
    expect((await agent.get('/api/checkout/cart/check?state=tx').expect(200)).body).toEqual({ allowed: false, code: 'ORDER_BOTTLE_LIMIT', message });
    expect((await checkoutCart(agent, 'TX').expect(400)).body).toEqual({ statusCode: 400, code: 'ORDER_BOTTLE_LIMIT', message });
    expect(await orderCount(user.id)).toBe(0);
    expect((await agent.get('/api/cart').expect(200)).body).toHaveLength(2);

    expect((await agent.get('/api/checkout/cart/check?state=CA').expect(200)).body.allowed).toBe(true);
    await checkoutCart(agent, 'CA').expect(201);
  });

  it('limits the bottles of 30 days across orders; cancelled orders and orders older than 30 days do not count', async () => {
    await setRule('NY', { maxBottlesPer30Days: 3 });
    const { agent, user } = await app.registerAndSignIn('ny_shopper');
    await fillCart(agent, [{ fulfillmentType: 'delivery', quantity: 2 }]);
    const first = await checkoutCart(agent, 'NY').expect(201);

    await fillCart(agent, [{ fulfillmentType: 'shipping', quantity: 2 }]);
    const message = 'New York limits alcohol to 3 bottles per shopper in 30 days; you ordered 2 bottles in the last 30 days and this order has 2 bottles. You may order 1 bottle more now.';
    expect((await agent.get('/api/checkout/cart/check?state=NY').expect(200)).body).toEqual({ allowed: false, code: 'ROLLING_BOTTLE_LIMIT', message });
    expect((await checkoutCart(agent, 'NY').expect(400)).body).toMatchObject({ code: 'ROLLING_BOTTLE_LIMIT', message });
    // A product bought alone counts too: 2 + 1 is within the limit.
    await agent.post('/api/checkout').send({ productId: await product(), fulfillmentType: 'delivery', shippingInfo: shippingInfo({ state: 'NY' }), paymentInfo: ACCEPTED_CARD }).expect(201);

    await agent.post(`/api/orders/${first.body.orders[0].id}/cancel`).expect(200);
    expect((await agent.get('/api/checkout/cart/check?state=NY').expect(200)).body.allowed).toBe(true);

    await fillCart(agent, [{ fulfillmentType: 'delivery', quantity: 1 }]);
    expect((await checkoutCart(agent, 'NY').expect(400)).body.code).toBe('ROLLING_BOTTLE_LIMIT');
    await app.query(`update orders set created_at = now() - interval '31 days' where user_id = $1 and status <> 'cancelled'`, [user.id]);
    await checkoutCart(agent, 'NY').expect(201);
  });

  it('refuses a ZIP code in a dry area, and tells the shopper which rules apply', async () => {
    await setRule('FL', { dryZipPrefixes: ['331'], maxBottlesPerOrder: 12 });
    const { agent } = await app.registerAndSignIn('fl_shopper');
    const productId = await product();
    const buy = (zipCode: string) => agent.post('/api/checkout').send({ productId, fulfillmentType: 'delivery', shippingInfo: shippingInfo({ state: 'FL', zipCode }), paymentInfo: ACCEPTED_CARD });
    expect((await buy('33101').expect(400)).body).toMatchObject({ code: 'DRY_AREA', message: 'Alcohol cannot be sold to ZIP code 33101: it is in a dry area of Florida. Please use an address elsewhere.' });
    await buy('32801').expect(201);

    expect((await app.http().get('/api/compliance/rules?state=FL&zip=33101').expect(200)).body).toEqual({
      state: 'FL',
      stateName: 'Florida',
      deliveryAllowed: true,
      shippingAllowed: OPEN,
      restricted: false,
      maxBottlesPerOrder: 12,
      maxBottlesPer30Days: null,
      dryZipPrefixes: ['331'],
      effectiveFrom: expect.any(String),
      dryArea: true,
      notices: [
        'ZIP code 33101 is in a dry area of Florida: alcohol cannot be sold there.',
        'Same-day delivery is available in Florida.',
        '2-day shipping is available to Florida.',
        'Florida limits alcohol to 12 bottles per order.',
      ],
    });
    expect((await app.http().get('/api/compliance/rules?state=FL&zip=32801').expect(200)).body.dryArea).toBe(false);
    expect((await app.http().get('/api/compliance/rules?state=Florida').expect(400)).body.message).toBe('state must be a two-letter code such as TX');
    expect((await app.http().get('/api/compliance/rules?state=ZZ').expect(404)).body.code).toBe('STATE_RULE_NOT_FOUND');
  });

  it('a version with a future effectiveFrom is scheduled, not applied', async () => {
    const tomorrow = new Date(Date.now() + 24 * 3600_000).toISOString();
    const answer = (await admin.put('/api/admin/compliance/rules/NV').send(ruleBody({ restricted: true, effectiveFrom: tomorrow })).expect(200)).body;
    expect(answer).toMatchObject({ state: 'NV', restricted: false, effectiveFrom: '2000-01-01T00:00:00.000Z', scheduled: [expect.objectContaining({ restricted: true, effectiveFrom: tomorrow, updatedBy: adminId })] });
    expect((await app.http().get('/api/compliance/rules?state=NV').expect(200)).body.restricted).toBe(false);

    const { agent } = await app.registerAndSignIn('nv_shopper');
    await agent.post('/api/checkout').send({ productId: await product(), fulfillmentType: 'delivery', shippingInfo: shippingInfo({ state: 'NV' }), paymentInfo: ACCEPTED_CARD }).expect(201);

    // Once it starts it is the rule: moved into the past in the table, as the clock would.
    await app.query(`update compliance_state_rules set effective_from = now() - interval '1 second' where state = 'NV' and effective_from = $1`, [tomorrow]);
    expect((await agent.post('/api/checkout').send({ productId: await product(), fulfillmentType: 'delivery', shippingInfo: shippingInfo({ state: 'NV' }), paymentInfo: ACCEPTED_CARD }).expect(400)).body.code).toBe('STATE_ALCOHOL_RESTRICTED');
    expect((await admin.get('/api/admin/compliance/rules/NV').expect(200)).body).toMatchObject({ restricted: true, scheduled: [] });
  });
});
