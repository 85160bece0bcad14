import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';

interface SessionBody {
  id: string;
  current: boolean;
  device: string;
  createdAt: string;
  lastSeenAt: string;
}

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** GET /api/user/sessions, DELETE /api/user/sessions/{id} and DELETE /api/user/sessions: sessions a user controls. */
describe('Sessions a user controls (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const PASSWORD = 'correct-horse-battery';
  const signInFrom = async (username: string, userAgent: string): Promise<TestAgent> => {
    const agent = request.agent(app.app.getHttpServer());
    await agent.post('/api/login').set('User-Agent', userAgent).send({ username, password: PASSWORD }).expect(200);
    return agent;
  };
  const sessionsOf = async (agent: TestAgent): Promise<SessionBody[]> => (await agent.get('/api/user/sessions').expect(200)).body;

  it('lists where the user is signed in, the current one first, with opaque ids that are not the cookie', async () => {
    const { user } = await app.registerAndSignIn('sessions');
    const laptop = await signInFrom(user.username, CHROME_ON_WINDOWS);
    const phone = await signInFrom(user.username, SAFARI_ON_IPHONE);
    const listed = await sessionsOf(laptop);
    expect(listed).toHaveLength(3);
    expect(listed[0]).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), current: true, device: 'Chrome on Windows', createdAt: expect.any(String), lastSeenAt: expect.any(String) });
    expect(listed.slice(1).every((session) => !session.current)).toBe(true);
    expect(listed.map((session) => session.device)).toContain('Safari on iOS');
    // The ids are not the session cookie's value, nor the stored session id.
    const stored = await app.query<{ sid: string }>(`select sid from sessions where sess -> 'passport' ->> 'user' = $1`, [user.id]);
    for (const session of listed) expect(stored.map((row) => row.sid)).not.toContain(session.id);
    expect(Date.parse(listed[0].createdAt)).toBeLessThanOrEqual(Date.now());
    // The phone sees the same sessions, with its own as the current one.
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone[0]).toMatchObject({ current: true, device: 'Safari on iOS' });
    expect(fromPhone.map((session) => session.id).sort()).toEqual(listed.map((session) => session.id).sort());
  });

  it('signs out one session by id, which is signed out at its next request; another user\'s id is 404', async () => {
    const { user } = await app.registerAndSignIn('revoke');
    const laptop = await signInFrom(user.username, CHROME_ON_WINDOWS);
    const phone = await signInFrom(user.username, SAFARI_ON_IPHONE);
    const phoneId = (await sessionsOf(phone))[0].id;

    const stranger = await app.registerAndSignIn('stranger');
    expect((await stranger.agent.delete(`/api/user/sessions/${phoneId}`).expect(404)).body.code).toBe('SESSION_NOT_FOUND');
    await phone.get('/api/user').expect(200);

    await laptop.delete(`/api/user/sessions/${phoneId}`).expect(204);
    expect((await phone.get('/api/user').expect(401)).body.code).toBe('NOT_SIGNED_IN');
    expect((await sessionsOf(laptop)).map((session) => session.id)).not.toContain(phoneId);
    await laptop.delete(`/api/user/sessions/${phoneId}`).expect(404);
    await laptop.get('/api/user').expect(200);
  });

  it('signs out everywhere else and keeps the current session', async () => {
    const { agent: first, user } = await app.registerAndSignIn('everywhere');
    const laptop = await signInFrom(user.username, CHROME_ON_WINDOWS);
    const phone = await signInFrom(user.username, SAFARI_ON_IPHONE);
    const other = await app.registerAndSignIn('bystander');
    await laptop.delete('/api/user/sessions').expect(204);
    await first.get('/api/user').expect(401);
    await phone.get('/api/user').expect(401);
    await laptop.get('/api/user').expect(200);
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ current: true, device: 'Chrome on Windows' })]);
    // Another user's sessions are not touched.
    await other.agent.get('/api/user').expect(200);
  });

  it('ends every other session when the password changes, through the same sign-out as "everywhere else"', async () => {
    const { agent: first, user } = await app.registerAndSignIn('changer');
    const laptop = await signInFrom(user.username, CHROME_ON_WINDOWS);
    const phone = await signInFrom(user.username, SAFARI_ON_IPHONE);
    const other = await app.registerAndSignIn('bystander');
    expect(await sessionsOf(laptop)).toHaveLength(3);
    await laptop.post('/api/user/settings/password').send({ currentPassword: PASSWORD, newPassword: 'a-new-long-password' }).expect(204);
    await first.get('/api/user').expect(401);
    await phone.get('/api/user').expect(401);
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ current: true, device: 'Chrome on Windows' })]);
    await other.agent.get('/api/user').expect(200);
  });

  it('answers 401 when signed out', async () => {
    await app.http().get('/api/user/sessions').expect(401);
    await app.http().delete('/api/user/sessions').expect(401);
  });
});
