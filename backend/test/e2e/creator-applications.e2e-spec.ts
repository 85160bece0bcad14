import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';

describe('Creator applications (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let productIds: string[];

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    admin = await app.signIn('admin');
    productIds = (await app.query<{ id: string }>('select id from products order by name limit 4')).map((row) => row.id);
  });
  afterAll(() => app.close());

  const form = (handle: string, overrides: Record<string, unknown> = {}) => ({
    handle,
    name: 'Nia Barrel',
    bio: 'I write about rye and the people who make it.',
    instagramHandle: '@niabarrel',
    twitterHandle: '',
    picks: productIds.slice(0, 3).map((productId, index) => ({ productId, note: `Pick number ${index + 1}, poured neat.` })),
    ...overrides,
  });

  it('sends a signed-out visitor away with 401 and checks handles for anyone', async () => {
    expect((await app.http().post('/api/creator-applications').send(form('nobody')).expect(401)).body.code).toBe('NOT_SIGNED_IN');
    expect((await app.http().get('/api/user/creator-application').expect(401)).body.code).toBe('NOT_SIGNED_IN');
    expect((await app.http().get('/api/creator-applications/handle-availability?handle=mayapours').expect(200)).body).toEqual({
      handle: 'mayapours',
      available: false,
      reason: 'The handle @mayapours is taken. Choose another one.',
    });
    expect((await app.http().get('/api/creator-applications/handle-availability?handle=@Fresh_Pour').expect(200)).body).toEqual({ handle: 'fresh_pour', available: true, reason: null });
    expect((await app.http().get('/api/creator-applications/handle-availability?handle=no').expect(200)).body.available).toBe(false);
  });

  it('takes an application, shows it to its applicant only, and an approval makes the page, its picks and the creator role', async () => {
    const { agent, user } = await app.registerAndSignIn('applicant');
    expect((await agent.get('/api/user/creator-application').expect(200)).body).toEqual({ application: null });

    const submitted = (await agent.post('/api/creator-applications').send(form('@Nia_Barrel')).expect(201)).body;
    expect(submitted).toEqual({ id: expect.any(String), status: 'pending' });
    const mine = (await agent.get('/api/user/creator-application').expect(200)).body.application;
    expect(mine).toMatchObject({ id: submitted.id, userId: user.id, handle: 'nia_barrel', status: 'pending', instagramHandle: 'niabarrel', twitterHandle: null, rejectionReason: null, creatorId: null });
    expect(mine.picks).toHaveLength(3);
    expect(mine.picks[0]).toEqual({ productId: productIds[0], note: 'Pick number 1, poured neat.', productName: expect.any(String), productImage: expect.anything() });

    // The handle is held while pending; another user sees only their own (none).
    expect((await app.http().get('/api/creator-applications/handle-availability?handle=nia_barrel').expect(200)).body.available).toBe(false);
    const other = await app.registerAndSignIn('other');
    expect((await other.agent.get('/api/user/creator-application').expect(200)).body).toEqual({ application: null });
    expect((await other.agent.post('/api/creator-applications').send(form('NIA_BARREL')).expect(409)).body.code).toBe('HANDLE_TAKEN');
    // One pending application per user.
    expect((await agent.post('/api/creator-applications').send(form('nia_second')).expect(409)).body.code).toBe('APPLICATION_PENDING');

    // Admins see it in their list; a shopper may not list, approve or reject.
    const listed = await admin.get('/api/admin/creator-applications?status=pending').expect(200);
    expect(listed.headers['x-total-count']).toBe('1');
    expect(listed.body[0]).toMatchObject({ id: submitted.id, handle: 'nia_barrel' });
    expect((await other.agent.get('/api/admin/creator-applications').expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await agent.post(`/api/admin/creator-applications/${submitted.id}/approve`).expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await other.agent.post(`/api/admin/creator-applications/${submitted.id}/reject`).send({ reason: 'no' }).expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect(await app.query('select 1 from creators where handle = $1', ['nia_barrel'])).toHaveLength(0);

    const approved = (await admin.post(`/api/admin/creator-applications/${submitted.id}/approve`).expect(200)).body;
    expect(approved).toEqual({ id: submitted.id, status: 'approved', creatorId: expect.any(String) });
    const page = (await app.http().get('/api/creators/nia_barrel').expect(200)).body;
    expect(page).toMatchObject({ id: approved.creatorId, handle: 'nia_barrel', name: 'Nia Barrel', instagramHandle: 'niabarrel' });
    const endorsements = await app.query<{ product_id: string; review: string }>('select product_id, review from endorsements where creator_id = $1 order by review', [approved.creatorId]);
    expect(endorsements).toEqual(productIds.slice(0, 3).map((productId, index) => ({ product_id: productId, review: `Pick number ${index + 1}, poured neat.` })));
    expect((await agent.get('/api/user').expect(200)).body.role).toBe('creator');
    expect((await agent.get('/api/user/creator-application').expect(200)).body.application).toMatchObject({ status: 'approved', creatorId: approved.creatorId });
    const [audit] = await app.query<{ action: string; user_id: string }>("select action, user_id from audit_log where entity_id = $1", [submitted.id]);
    expect(audit).toEqual({ action: 'creator_application.approved', user_id: expect.any(String) });

    // Decided once; a creator cannot apply again.
    expect((await admin.post(`/api/admin/creator-applications/${submitted.id}/reject`).send({ reason: 'Changed my mind' }).expect(409)).body.code).toBe('APPLICATION_ALREADY_REVIEWED');
    expect((await admin.post(`/api/admin/creator-applications/${submitted.id}/approve`).expect(409)).body.code).toBe('APPLICATION_ALREADY_REVIEWED');
    expect((await agent.post('/api/creator-applications').send(form('nia_again')).expect(409)).body.code).toBe('ALREADY_A_CREATOR');
  });

  it('rejects with a reason the applicant reads, after which they may apply again', async () => {
    const { agent, user } = await app.registerAndSignIn('rejected');
    const { id } = (await agent.post('/api/creator-applications').send(form('try_one')).expect(201)).body;
    expect((await admin.post(`/api/admin/creator-applications/${id}/reject`).send({ reason: '' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect((await admin.post(`/api/admin/creator-applications/${id}/reject`).send({ reason: 'Tell us more about what you pour.' }).expect(200)).body).toEqual({ id, status: 'rejected', creatorId: null });
    expect((await agent.get('/api/user/creator-application').expect(200)).body.application).toMatchObject({ id, status: 'rejected', rejectionReason: 'Tell us more about what you pour.' });
    expect((await agent.get('/api/user').expect(200)).body.role).toBe('user');
    expect(await app.query('select 1 from creators where user_id = $1', [user.id])).toHaveLength(0);
    // The rejected handle is free again.
    const again = (await agent.post('/api/creator-applications').send(form('try_one')).expect(201)).body;
    expect((await agent.get('/api/user/creator-application').expect(200)).body.application).toMatchObject({ id: again.id, status: 'pending' });
  });

  it('refuses bad forms with a 400 that says what to fix, and unknown applications with 404', async () => {
    const { agent } = await app.registerAndSignIn('badform');
    const refusal = async (body: Record<string, unknown>) => (await agent.post('/api/creator-applications').send(body).expect(400)).body;
    expect((await refusal(form('a b'))).code).toBe('INVALID_HANDLE');
    expect((await refusal(form('fine_handle', { picks: [] }))).message).toContain('picks must hold exactly 3 products');
    expect((await refusal(form('fine_handle', { picks: [productIds[0], productIds[0], productIds[1]].map((productId) => ({ productId, note: 'x' })) }))).code).toBe('INVALID_PICKS');
    expect(
      (await refusal(form('fine_handle', { picks: [productIds[0], productIds[1], '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e'].map((productId) => ({ productId, note: 'x' })) }))).message,
    ).toBe('One of the picks is not a product of the catalog. Choose products from the list.');
    expect((await refusal(form('fine_handle', { picks: productIds.slice(0, 3).map((productId) => ({ productId, note: '   ' })) }))).code).toBe('INVALID_PICKS');
    expect((await refusal(form('fine_handle', { name: '' }))).code).toBe('VALIDATION_FAILED');
    expect(await app.query("select 1 from creator_applications where handle = 'fine_handle'")).toHaveLength(0);
    expect((await admin.post('/api/admin/creator-applications/7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e/approve').expect(404)).body.code).toBe('APPLICATION_NOT_FOUND');
    expect((await admin.post('/api/admin/creator-applications/not-an-id/approve').expect(400)).body.code).toBe('MALFORMED_ID');
  });
});
