import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { ACCEPTED_CARD, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Gift offers and partnerships (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app.close());

  const DAY = 24 * 60 * 60 * 1000;
  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  const MESSAGE = "We'd love to send you a complimentary bottle to try and share with your audience!";

  async function newBrand() {
    const id = randomBytes(3).toString('hex');
    const body = { username: `brand_${id}`, password: 'correct-horse-battery', email: `b_${id}@example.com`, brandName: `Brand ${id}` };
    const registered = (await app.http().post('/api/auth/register-brand').send(body).expect(201)).body;
    const agent = request.agent(app.app.getHttpServer());
    await agent.post('/api/login').send({ username: body.username, password: body.password }).expect(200);
    const productId = await createProduct(app, registered.brand.id, { name: `Rye ${id}`, priceCents: 4500 });
    return { agent, brandId: registered.brand.id as string, productId };
  }

  /** A creator page owned by a new signed-in account. */
  async function newCreator() {
    const { agent, user } = await app.registerAndSignIn('creator');
    await app.query(`update users set role = 'creator' where id = $1`, [user.id]);
    const creator = await createCreator(app, { userId: user.id, followers: 1200 });
    return { agent, creator };
  }

  const gift = (overrides: Record<string, unknown> = {}) => ({ campaignId: 'default', message: MESSAGE, value: 50, expiresAt: inDays(30), ...overrides });

  it('sends a gift on the default campaign, shows it as a pending partnership, and accepting moves spent and the metrics', async () => {
    const brand = await newBrand();
    const { agent: creatorAgent, creator } = await newCreator();
    const sent = (await brand.agent.post('/api/brands/gifts').send(gift({ recipientId: creator.id, productId: brand.productId })).expect(201)).body;
    expect(sent).toMatchObject({ recipientId: creator.id, productId: brand.productId, status: 'pending', value: 50, message: MESSAGE, respondedAt: null });

    const [campaign] = (await brand.agent.get('/api/brands/campaigns').expect(200)).body;
    expect(campaign).toMatchObject({ id: sent.campaignId, name: 'Gifting', type: 'gifting', status: 'draft', budget: null, spent: 0 });

    const partnerships = (await creatorAgent.get('/api/user/partnerships').expect(200)).body;
    expect(partnerships).toEqual([
      {
        id: sent.id,
        title: expect.stringMatching(/^Gift: Rye /),
        status: 'pending',
        value: 50,
        description: MESSAGE,
        brandName: expect.stringMatching(/^Brand /),
        brandLogo: null,
        type: 'gift',
        expiresAt: sent.expiresAt,
        createdAt: expect.any(String),
        products: [{ id: brand.productId, name: expect.stringMatching(/^Rye /), image: expect.any(String) }],
      },
    ]);

    const accepted = (await creatorAgent.post(`/api/user/partnerships/${sent.id}/accept`).expect(200)).body;
    expect(accepted).toMatchObject({ id: sent.id, status: 'accepted' });
    expect((await brand.agent.get('/api/brands/campaigns').expect(200)).body[0].spent).toBe(50);
    const [metrics] = await app.query<{ gifts_offered: number; gifts_accepted: number }>('select gifts_offered, gifts_accepted from campaign_metrics where campaign_id = $1', [sent.campaignId]);
    expect(metrics).toEqual({ gifts_offered: 1, gifts_accepted: 1 });

    expect((await creatorAgent.post(`/api/user/partnerships/${sent.id}/accept`).expect(409)).body.code).toBe('GIFT_OFFER_NOT_PENDING');
    expect((await creatorAgent.post(`/api/user/partnerships/${sent.id}/decline`).expect(409)).body.message).toBe('This gift offer is already accepted; it cannot become declined.');
  });

  it('refuses bad gifts: another brand’s product, unavailable, not a creator, past expiry, bad types', async () => {
    const brand = await newBrand();
    const other = await newBrand();
    const { creator } = await newCreator();
    const send = (body: object) => brand.agent.post('/api/brands/gifts').send(body);

    expect((await send(gift({ recipientId: creator.id, productId: other.productId })).expect(404)).body.code).toBe('PRODUCT_NOT_FOUND');
    const unavailable = await createProduct(app, brand.brandId, { available: false, name: 'Sold out rye' });
    expect((await send(gift({ recipientId: creator.id, productId: unavailable })).expect(422)).body.message).toBe('Sold out rye is not available, so it cannot be gifted. Make it available first.');
    expect((await send(gift({ recipientId: '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', productId: brand.productId })).expect(404)).body.code).toBe('CREATOR_NOT_FOUND');
    expect((await send(gift({ recipientId: creator.id, productId: brand.productId, expiresAt: inDays(-1) })).expect(400)).body.code).toBe('GIFT_EXPIRY_IN_PAST');
    expect((await send(gift({ recipientId: creator.id, productId: brand.productId, campaignId: 'first' })).expect(400)).body.message).toContain("campaignId must be a campaign id (a UUID) or 'default'");
    expect((await send(gift({ recipientId: creator.id, productId: brand.productId, value: 'fifty' })).expect(400)).body.message).toContain('value must be a number');
    expect((await send(gift({ recipientId: creator.id, productId: brand.productId, campaignId: '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e' })).expect(404)).body.code).toBe('CAMPAIGN_NOT_FOUND');
    const otherCampaign = (await other.agent.post('/api/brands/campaigns').send({ name: 'Theirs', type: 'gifting' }).expect(201)).body;
    expect((await send(gift({ recipientId: creator.id, productId: brand.productId, campaignId: otherCampaign.id })).expect(404)).body.code).toBe('CAMPAIGN_NOT_FOUND');

    for (const username of ['shopper', 'curator']) {
      const agent = await app.signIn(username);
      expect((await agent.post('/api/brands/gifts').send(gift({ recipientId: creator.id, productId: brand.productId })).expect(403)).body.code).toBe('ROLE_REQUIRED');
    }
    expect((await app.http().post('/api/brands/gifts').send(gift()).expect(401)).body.code).toBe('NOT_SIGNED_IN');
    expect((await app.http().get('/api/user/partnerships').expect(401)).body.code).toBe('NOT_SIGNED_IN');
  });

  it('keeps one pending offer per creator and product, and refuses a gift past the budget naming what is left', async () => {
    const brand = await newBrand();
    const { agent: creatorAgent, creator } = await newCreator();
    const campaign = (await brand.agent.post('/api/brands/campaigns').send({ name: 'Small', type: 'gifting', budget: 70 }).expect(201)).body;
    const first = (await brand.agent.post('/api/brands/gifts').send(gift({ campaignId: campaign.id, recipientId: creator.id, productId: brand.productId })).expect(201)).body;
    expect((await brand.agent.post('/api/brands/gifts').send(gift({ campaignId: campaign.id, recipientId: creator.id, productId: brand.productId })).expect(409)).body.code).toBe('GIFT_OFFER_ALREADY_PENDING');

    await creatorAgent.post(`/api/user/partnerships/${first.id}/accept`).expect(200);
    const secondProduct = await createProduct(app, brand.brandId, { name: 'Bourbon' });
    const refused = (await brand.agent.post('/api/brands/gifts').send(gift({ campaignId: campaign.id, recipientId: creator.id, productId: secondProduct })).expect(422)).body;
    expect(refused).toMatchObject({ code: 'CAMPAIGN_BUDGET_EXCEEDED', message: "This gift ($50.00) is more than the campaign's remaining budget of $20.00." });
    expect((await brand.agent.post('/api/brands/gifts').send(gift({ campaignId: campaign.id, recipientId: creator.id, productId: secondProduct, value: 20 })).expect(201)).body.value).toBe(20);
  });

  it('lets only the recipient answer, and never after expiry (the job and reads expire offers)', async () => {
    const brand = await newBrand();
    const { agent: creatorAgent, creator } = await newCreator();
    const { agent: stranger } = await newCreator();
    const sent = (await brand.agent.post('/api/brands/gifts').send(gift({ recipientId: creator.id, productId: brand.productId })).expect(201)).body;

    expect((await stranger.post(`/api/user/partnerships/${sent.id}/accept`).expect(404)).body.code).toBe('GIFT_OFFER_NOT_FOUND');
    expect((await brand.agent.post(`/api/user/partnerships/${sent.id}/accept`).expect(404)).body.code).toBe('GIFT_OFFER_NOT_FOUND');
    expect((await stranger.get('/api/user/partnerships').expect(200)).body).toEqual([]);

    await app.query(`update gift_offers set expires_at = now() - interval '1 minute' where id = $1`, [sent.id]);
    expect((await creatorAgent.post(`/api/user/partnerships/${sent.id}/accept`).expect(409)).body.message).toBe('This gift offer has expired and can no longer be answered.');
    expect((await creatorAgent.get('/api/user/partnerships').expect(200)).body[0].status).toBe('expired');
    // The expired offer no longer blocks a new one of the same product.
    const again = (await brand.agent.post('/api/brands/gifts').send(gift({ recipientId: creator.id, productId: brand.productId })).expect(201)).body;
    expect((await creatorAgent.post(`/api/user/partnerships/${again.id}/decline`).expect(200)).body.status).toBe('declined');
    expect((await creatorAgent.post('/api/user/partnerships/not-a-uuid/accept').expect(400)).body.code).toBe('MALFORMED_ID');
  });

  it('records a purchase of the gifted product through the recipient’s link within 30 days of acceptance as a gift conversion', async () => {
    const brand = await newBrand();
    const { agent: creatorAgent, creator } = await newCreator();
    const sent = (await brand.agent.post('/api/brands/gifts').send(gift({ recipientId: creator.id, productId: brand.productId })).expect(201)).body;
    await creatorAgent.post(`/api/user/partnerships/${sent.id}/accept`).expect(200);
    const otherProduct = await createProduct(app, brand.brandId, { name: 'Not gifted' });

    const { agent: shopper } = await app.registerAndSignIn('fan');
    const buy = async (productId: string) => {
      await shopper.post('/api/clicks').send({ utmSource: creator.utmCode, productId }).expect(201);
      return (await shopper.post('/api/checkout').send({ productId, fulfillmentType: 'delivery', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201)).body.orders[0].id as string;
    };
    const giftedOrder = await buy(brand.productId);
    const plainOrder = await buy(otherProduct);

    expect(await app.query('select attribution_type, campaign_id, gift_offer_id, creator_id from sales_attribution where order_id = $1', [giftedOrder])).toEqual([
      { attribution_type: 'gift', campaign_id: sent.campaignId, gift_offer_id: sent.id, creator_id: creator.id },
    ]);
    expect(await app.query('select attribution_type, gift_offer_id from sales_attribution where order_id = $1', [plainOrder])).toEqual([{ attribution_type: 'creator_link', gift_offer_id: null }]);
    const [metrics] = await app.query<{ gift_conversions: number }>('select sum(gift_conversions)::int as gift_conversions from campaign_metrics where campaign_id = $1', [sent.campaignId]);
    expect(metrics.gift_conversions).toBe(1);

    // Past the 30 days after acceptance, a purchase is a plain creator-link sale again.
    await app.query(`update gift_offers set responded_at = now() - interval '31 days' where id = $1`, [sent.id]);
    const lateOrder = await buy(brand.productId);
    expect(await app.query('select attribution_type from sales_attribution where order_id = $1', [lateOrder])).toEqual([{ attribution_type: 'creator_link' }]);
  });
});
