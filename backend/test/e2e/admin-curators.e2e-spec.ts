import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';

describe('Admin Curators tab: add a curator page (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    admin = await app.signIn('admin');
  });
  afterAll(() => app.close());

  it('opens a page for an existing account, makes it a creator and audits it; the page is on the storefront', async () => {
    const { agent, user } = await app.registerAndSignIn('newcurator');
    const created = (await admin.post('/api/admin/creators').send({ userId: user.id, handle: '@New_Pours', name: '  Nia Pours ', bio: 'Agave, mostly.' }).expect(201)).body;
    expect(created).toEqual({ id: expect.any(String), userId: user.id, handle: 'new_pours', name: 'Nia Pours', bio: 'Agave, mostly.' });
    expect((await agent.get('/api/user').expect(200)).body.role).toBe('creator');
    expect((await app.http().get('/api/creators/new_pours').expect(200)).body).toMatchObject({ id: created.id, handle: 'new_pours', name: 'Nia Pours' });
    const [{ id: adminId }] = await app.query<{ id: string }>(`select id from users where username = 'admin'`);
    const audit = await app.query<{ action: string; user_id: string; details: Record<string, unknown> }>('select action, user_id, details from audit_log where entity_id = $1', [created.id]);
    expect(audit).toEqual([{ action: 'creator.created', user_id: adminId, details: expect.objectContaining({ handle: 'new_pours', userId: user.id }) }]);
  });

  it('keeps an admin account an admin when it gets a page', async () => {
    const [adminUser] = await app.query<{ id: string }>(`select id from users where username = 'admin'`);
    await app.query('delete from creators where user_id = $1', [adminUser.id]);
    await admin.post('/api/admin/creators').send({ userId: adminUser.id, handle: 'the_admin_pours' }).expect(201);
    expect((await admin.get('/api/user').expect(200)).body.role).toBe('admin');
  });

  it('refuses non-admins, unknown and deactivated accounts, taken handles, a second page and bad input, writing nothing', async () => {
    const { user } = await app.registerAndSignIn('refused');
    const shopper = await app.signIn('shopper');
    expect((await shopper.post('/api/admin/creators').send({ userId: user.id, handle: 'sneaky_page' }).expect(403)).body.code).toBe('ROLE_REQUIRED');
    await app.http().post('/api/admin/creators').send({ userId: user.id, handle: 'sneaky_page' }).expect(401);
    expect((await admin.post('/api/admin/creators').send({ userId: '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e', handle: 'nobody_page' }).expect(404)).body.code).toBe('USER_NOT_FOUND');
    const taken = (await admin.post('/api/admin/creators').send({ userId: user.id, handle: 'MayaPours' }).expect(409)).body;
    expect(taken).toMatchObject({ code: 'HANDLE_TAKEN', message: 'The handle @mayapours is taken. Choose another one.' });
    expect((await admin.post('/api/admin/creators').send({ userId: user.id, handle: 'a!' }).expect(400)).body.code).toBe('INVALID_HANDLE');
    expect((await admin.post('/api/admin/creators').send({ userId: 'nobody', handle: 'fine_handle' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    expect(await app.query('select 1 from creators where user_id = $1', [user.id])).toHaveLength(0);
    expect((await app.query<{ role: string }>('select role from users where id = $1', [user.id]))[0].role).toBe('user');

    await admin.post('/api/admin/creators').send({ userId: user.id, handle: 'first_page' }).expect(201);
    const second = (await admin.post('/api/admin/creators').send({ userId: user.id, handle: 'second_page' }).expect(409)).body;
    expect(second).toMatchObject({ code: 'ALREADY_A_CREATOR', message: 'This account already has a creator page (@first_page); an account has at most one.' });

    const { user: gone } = await app.registerAndSignIn('gone');
    await admin.post(`/api/admin/users/${gone.id}/deactivate`).expect(200);
    expect((await admin.post('/api/admin/creators').send({ userId: gone.id, handle: 'gone_page' }).expect(404)).body.code).toBe('USER_NOT_FOUND');
    expect(await app.query(`select 1 from creators where handle in ('second_page', 'gone_page')`)).toHaveLength(0);
  });
});
