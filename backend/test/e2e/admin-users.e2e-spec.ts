import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, createBrand, createProduct, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Admin Users and Curators tabs: add, edit, delete (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    admin = await app.signIn('admin');
  });
  afterAll(() => app.close());

  /** The admins' changes to an account (its own sign-ins are audited too, and left out here). */
  const auditOf = (userId: string) =>
    app.query<{ action: string; details: Record<string, unknown> }>("select action, details from audit_log where entity_id = $1 and action not like 'user.sign%' order by created_at", [userId]);

  it('refuses shoppers and signed-out visitors', async () => {
    const shopper = await app.signIn('shopper');
    expect((await shopper.post('/api/admin/users').send({ username: 'sneaky', password: 'correct-horse', role: 'admin' }).expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await shopper.put('/api/admin/users/7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e').send({ role: 'admin' }).expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await app.http().post('/api/admin/users').send({}).expect(401)).body.code).toBe('NOT_SIGNED_IN');
    expect(await app.query("select 1 from users where username = 'sneaky'")).toHaveLength(0);
  });

  it('adds an account that can sign in, audited, and refuses a taken, reserved or malformed one', async () => {
    const created = (await admin.post('/api/admin/users').send({ username: 'newcurator', password: 'rye-and-ginger-21', email: 'new@rounds.example', role: 'creator' }).expect(201)).body;
    expect(created).toEqual({ id: expect.any(String), username: 'newcurator', email: 'new@rounds.example', role: 'creator', createdAt: expect.any(String) });
    const agent = await app.signIn('newcurator', 'rye-and-ginger-21');
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ username: 'newcurator', role: 'creator' });
    expect(await auditOf(created.id)).toEqual([{ action: 'user.created', details: { username: 'newcurator', after: { email: 'new@rounds.example', role: 'creator' } } }]);

    expect((await admin.post('/api/admin/users').send({ username: 'NEWCURATOR', password: 'rye-and-ginger-21', role: 'user' }).expect(409)).body.code).toBe('USERNAME_TAKEN');
    expect((await admin.post('/api/admin/users').send({ username: 'root', password: 'rye-and-ginger-21', role: 'user' }).expect(409)).body.code).toBe('USERNAME_RESERVED');
    const bad = (await admin.post('/api/admin/users').send({ username: 'ok_name', password: 'short', role: 'owner' }).expect(400)).body;
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.message).toContain('password must be at least 8 characters');
  });

  it("edits a user's email and role, audited with what changed, and never the admin's own role", async () => {
    const { user } = await app.registerAndSignIn('editable');
    const edited = (await admin.put(`/api/admin/users/${user.id}`).send({ email: 'editable@rounds.example', role: 'brand' }).expect(200)).body;
    expect(edited).toMatchObject({ id: user.id, email: 'editable@rounds.example', role: 'brand' });
    // Sending the same again changes nothing and records nothing.
    await admin.put(`/api/admin/users/${user.id}`).send({ role: 'brand' }).expect(200);
    expect(await auditOf(user.id)).toEqual([
      { action: 'user.updated', details: { username: user.username, before: { email: null, role: 'user' }, after: { email: 'editable@rounds.example', role: 'brand' } } },
    ]);
    expect((await admin.put(`/api/admin/users/${user.id}`).send({ email: null }).expect(200)).body.email).toBeNull();

    const [{ id: adminId }] = await app.query<{ id: string }>("select id from users where username = 'admin'");
    expect((await admin.put(`/api/admin/users/${adminId}`).send({ role: 'user' }).expect(409)).body.code).toBe('CANNOT_CHANGE_OWN_ROLE');
    expect((await admin.put('/api/admin/users/7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e').send({ role: 'user' }).expect(404)).body.code).toBe('USER_NOT_FOUND');
    expect((await admin.put(`/api/admin/users/${user.id}`).send({ role: 'owner' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  it('deletes (deactivates) a user with orders without removing them or their orders', async () => {
    const { agent, user } = await app.registerAndSignIn('buyer');
    const productId = await createProduct(app, await createBrand(app));
    await agent.post('/api/checkout').send({ productId, fulfillmentType: 'delivery', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    await admin.post(`/api/admin/users/${user.id}/deactivate`).expect(200);
    expect(await app.query('select 1 from users where id = $1 and deactivated_at is not null', [user.id])).toHaveLength(1);
    expect(await app.query('select 1 from orders where user_id = $1', [user.id])).toHaveLength(1);
    await app.http().post('/api/login').send({ username: user.username, password: 'correct-horse-battery' }).expect(403);
  });

  it("edits a creator page's name, bio and verified status, audited; shoppers may not", async () => {
    const [creator] = await app.query<{ id: string; name: string; is_verified: boolean }>("select id, name, is_verified from creators where handle = 'mayapours'");
    const edited = (await admin.put(`/api/admin/creators/${creator.id}`).send({ bio: 'Rye first.', isVerified: !creator.is_verified }).expect(200)).body;
    expect(edited).toEqual({ id: creator.id, handle: 'mayapours', name: creator.name, bio: 'Rye first.', isVerified: !creator.is_verified });
    expect((await app.http().get('/api/creators/mayapours').expect(200)).body.bio).toBe('Rye first.');
    await admin.put(`/api/admin/creators/${creator.id}`).send({ bio: 'Rye first.' }).expect(200);
    const audit = await app.query<{ action: string; details: { after: unknown } }>("select action, details from audit_log where entity_id = $1 and action = 'creator.updated'", [creator.id]);
    expect(audit).toEqual([{ action: 'creator.updated', details: expect.objectContaining({ handle: 'mayapours', after: { bio: 'Rye first.', isVerified: !creator.is_verified } }) }]);

    const shopper = await app.signIn('shopper');
    expect((await shopper.put(`/api/admin/creators/${creator.id}`).send({ name: 'Hijacked' }).expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await admin.put('/api/admin/creators/7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e').send({ name: 'Nobody' }).expect(404)).body.code).toBe('CREATOR_NOT_FOUND');
    expect((await admin.put(`/api/admin/creators/${creator.id}`).send({ isVerified: 'yes' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });
});
