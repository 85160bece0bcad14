import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';

describe('Brand registration (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app.close());

  const suffix = () => randomBytes(3).toString('hex');
  const body = (overrides: Record<string, unknown> = {}) => {
    const id = suffix();
    return { username: `brand_${id}`, password: 'correct-horse-battery', email: `team_${id}@example.com`, brandName: `Brand ${id}`, description: 'Small-batch rye.', ...overrides };
  };
  const count = async (sql: string, params: unknown[]) => Number((await app.query<{ n: string }>(`select count(*) as n from ${sql}`, params))[0].n);

  it('creates a brand account and its brand together, then signs in to it', async () => {
    const payload = body();
    const response = await app.http().post('/api/auth/register-brand').send(payload).expect(201);
    expect(response.body).toEqual({
      user: { id: expect.any(String), username: payload.username, email: payload.email, role: 'brand' },
      brand: { id: expect.any(String), name: payload.brandName, description: 'Small-batch rye.' },
      message: 'Brand account created successfully. You can now sign in.',
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    const [brand] = await app.query<{ user_id: string; name: string }>('select user_id, name from brands where id = $1', [response.body.brand.id]);
    expect(brand).toEqual({ user_id: response.body.user.id, name: payload.brandName });

    const agent = request.agent(app.app.getHttpServer());
    const login = await agent.post('/api/login').send({ username: payload.username, password: payload.password }).expect(200);
    expect(login.body.role).toBe('brand');
    expect((await agent.get('/api/brands/campaigns').expect(200)).body).toEqual([]);
  });

  it('refuses missing or bad fields with 400 and creates nothing', async () => {
    for (const [overrides, message] of [
      [{ username: undefined }, 'username is required'],
      [{ email: undefined }, 'email is required'],
      [{ email: 'not-an-email' }, 'email must be a valid e-mail address'],
      [{ password: 'short' }, 'password must be at least 8 characters'],
      [{ brandName: '   ' }, 'brandName is required'],
      [{ brandName: 42 }, 'brandName must be text'],
    ] as const) {
      const payload = body(overrides);
      const response = await app.http().post('/api/auth/register-brand').send(payload).expect(400);
      expect(JSON.stringify(response.body.message)).toContain(message);
      if (typeof payload.username === 'string') expect(await count('users where username = $1', [payload.username])).toBe(0);
    }
  });

  it('answers 409 for a taken username or brand name in any letter case, with nothing half-created', async () => {
    const first = body();
    await app.http().post('/api/auth/register-brand').send(first).expect(201);

    const sameName = body({ brandName: first.brandName.toUpperCase() });
    const conflict = await app.http().post('/api/auth/register-brand').send(sameName).expect(409);
    expect(conflict.body).toMatchObject({ code: 'BRAND_NAME_TAKEN', message: `A brand named "${sameName.brandName}" already exists. Please choose another brand name.` });
    expect(await count('users where username = $1', [sameName.username])).toBe(0);

    const demoBrand = body({ brandName: 'ember & oak distilling' });
    expect((await app.http().post('/api/auth/register-brand').send(demoBrand).expect(409)).body.code).toBe('BRAND_NAME_TAKEN');
    expect(await count('users where username = $1', [demoBrand.username])).toBe(0);

    const sameUser = body({ username: first.username.toUpperCase() });
    expect((await app.http().post('/api/auth/register-brand').send(sameUser).expect(409)).body.code).toBe('USERNAME_TAKEN');
    expect(await count('brands where name = $1', [sameUser.brandName])).toBe(0);
  });

  it('lets only one of two racing registrations of one brand name through', async () => {
    const name = `Race ${suffix()}`;
    const results = await Promise.all([body({ brandName: name }), body({ brandName: name.toLowerCase() })].map((payload) => app.http().post('/api/auth/register-brand').send(payload)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await count('brands where lower(name) = lower($1)', [name])).toBe(1);
    expect(await count("users where role = 'brand' and id not in (select user_id from brands where user_id is not null)", [])).toBe(0);
  });
});
