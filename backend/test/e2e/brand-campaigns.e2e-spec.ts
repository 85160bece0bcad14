import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

describe('Brand campaigns and access (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app.close());

  /** A new brand account with its own brand, signed in. */
  async function newBrand() {
    const id = randomBytes(3).toString('hex');
    const body = { username: `brand_${id}`, password: 'correct-horse-battery', email: `b_${id}@example.com`, brandName: `Brand ${id}` };
    const registered = (await app.http().post('/api/auth/register-brand').send(body).expect(201)).body;
    const agent = request.agent(app.app.getHttpServer());
    await agent.post('/api/login').send({ username: body.username, password: body.password }).expect(200);
    return { agent, brandId: registered.brand.id as string };
  }

  const unknownId = '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

  it('answers 401 signed out and 403 to shoppers and creators on every /api/brands call', async () => {
    const calls = (agent: ReturnType<TestApp['http']> | request.SuperAgentTest) => [
      agent.get('/api/brands/campaigns'),
      agent.post('/api/brands/campaigns').send({ name: 'X', type: 'gifting' }),
      agent.patch(`/api/brands/campaigns/${unknownId}`).send({ status: 'active' }),
    ];
    for (const call of calls(app.http())) expect((await call.expect(401)).body.code).toBe('NOT_SIGNED_IN');
    for (const username of ['shopper', 'curator']) {
      const agent = await app.signIn(username);
      for (const call of calls(agent)) expect((await call.expect(403)).body.code).toBe('ROLE_REQUIRED');
    }
  });

  it('creates a draft campaign with the budget in cents and lists it for its own brand only', async () => {
    const { agent, brandId } = await newBrand();
    const created = (await agent
      .post('/api/brands/campaigns')
      .send({ name: '  Holiday gifting ', description: 'Bottles for curators', type: 'gifting', budget: 1234.56, startDate: '2026-12-01', endDate: '2026-12-31' })
      .expect(201)).body;
    expect(created).toEqual({
      id: expect.any(String),
      brandId,
      name: 'Holiday gifting',
      description: 'Bottles for curators',
      type: 'gifting',
      status: 'draft',
      budget: 1234.56,
      spent: 0,
      startDate: '2026-12-01T00:00:00.000Z',
      endDate: '2026-12-31T00:00:00.000Z',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await app.query<{ budget_cents: string }>('select budget_cents from campaigns where id = $1', [created.id]))[0].budget_cents).toBe('123456');
    const noBudget = (await agent.post('/api/brands/campaigns').send({ name: 'Always on', type: 'affiliate', budget: null }).expect(201)).body;
    expect(noBudget).toMatchObject({ budget: null, startDate: null, endDate: null, description: null });

    expect((await agent.get('/api/brands/campaigns').expect(200)).body.map((c: { id: string }) => c.id)).toEqual([noBudget.id, created.id]);
    const other = await newBrand();
    expect((await other.agent.get('/api/brands/campaigns').expect(200)).body).toEqual([]);
    expect((await other.agent.patch(`/api/brands/campaigns/${created.id}`).send({ name: 'Mine now' }).expect(404)).body.code).toBe('CAMPAIGN_NOT_FOUND');

    const admin = await app.signIn('admin');
    expect((await admin.get(`/api/brands/campaigns?brandId=${brandId}`).expect(200)).body).toHaveLength(2);
    expect((await admin.get('/api/brands/campaigns').expect(404)).body.code).toBe('BRAND_NOT_FOUND');
    expect((await admin.post('/api/brands/campaigns').send({ name: 'X', type: 'gifting' }).expect(403)).body.code).toBe('ROLE_REQUIRED');
  });

  it('refuses bad campaigns with 400 and a message naming the field', async () => {
    const { agent } = await newBrand();
    for (const [body, message] of [
      [{ type: 'gifting' }, 'name is required'],
      [{ name: 'X' }, 'type is required'],
      [{ name: 'X', type: 'billboard' }, 'type must be one of gifting, affiliate, sponsored'],
      [{ name: 'X', type: 'gifting', budget: -1 }, 'budget must be a number'],
      [{ name: 'X', type: 'gifting', budget: '12' }, 'budget must be a number'],
      [{ name: 'X', type: 'gifting', budget: 1.234 }, 'budget must be a number'],
      [{ name: 'X', type: 'gifting', startDate: 'tomorrow' }, 'startDate must be an ISO 8601 date'],
      [{ name: 'X', type: 'gifting', startDate: '2026-12-10', endDate: '2026-12-09' }, 'endDate must not be before startDate.'],
    ] as const) {
      const response = await agent.post('/api/brands/campaigns').send(body).expect(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
    }
  });

  it('moves status only through the transition table and edits fields', async () => {
    const { agent } = await newBrand();
    const campaign = (await agent.post('/api/brands/campaigns').send({ name: 'Launch', type: 'sponsored', startDate: '2026-12-01' }).expect(201)).body;
    const patch = (body: object) => agent.patch(`/api/brands/campaigns/${campaign.id}`).send(body);

    const refused = (await patch({ status: 'paused' }).expect(409)).body;
    expect(refused).toMatchObject({ code: 'CAMPAIGN_STATUS_TRANSITION_NOT_ALLOWED', message: 'A campaign that is draft cannot become paused; it can only become active.' });
    expect((await patch({ status: 'active' }).expect(200)).body.status).toBe('active');
    expect((await patch({ status: 'paused' }).expect(200)).body.status).toBe('paused');
    expect((await patch({ status: 'active' }).expect(200)).body.status).toBe('active');
    expect((await patch({ status: 'draft' }).expect(409)).body.code).toBe('CAMPAIGN_STATUS_TRANSITION_NOT_ALLOWED');
    expect((await patch({ status: 'completed' }).expect(200)).body.status).toBe('completed');
    expect((await patch({ status: 'active' }).expect(409)).body.message).toBe('A campaign that is completed cannot become active; completed is final.');

    const editResponse = await patch({ name: 'Launch 2', budget: 99.99, description: '' });
    expect(editResponse.body).toMatchObject({ name: 'Launch 2' });
    const edited = editResponse.body;
    expect(edited).toMatchObject({ name: 'Launch 2', budget: 99.99, description: null, status: 'completed' });
    expect((await patch({ endDate: '2026-11-30' }).expect(400)).body.code).toBe('CAMPAIGN_DATES_INVALID');
    expect((await patch({ status: 'finished' }).expect(400)).body.message).toContain('status must be one of draft, active, paused, completed');
    expect((await agent.patch('/api/brands/campaigns/not-a-uuid').send({ name: 'x' }).expect(400)).body.code).toBe('MALFORMED_ID');
    expect((await agent.patch(`/api/brands/campaigns/${unknownId}`).send({ name: 'x' }).expect(404)).body.code).toBe('CAMPAIGN_NOT_FOUND');
  });

  it("lets the demo brand account read its own brand's campaigns", async () => {
    const brand = await app.signIn('brand');
    expect(Array.isArray((await brand.get('/api/brands/campaigns').expect(200)).body)).toBe(true);
  });
});
