import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';
import { totpCode, untilStepHasTime } from '../support/totp-codes';

const PASSWORD = 'correct-horse-battery';

/** TOTP second factors: enrolment, sign-in with a code or a recovery code, replay, throttle, trusted browsers, step-up. */
describe('Second factors (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app?.close());

  const browser = () => request.agent(app.app.getHttpServer());
  /** A new account with an authenticator app set up (the code of the step before now spent on enabling). */
  const enrolled = async () => {
    await untilStepHasTime();
    const { agent, user } = await app.registerAndSignIn('mfa');
    const setup = await agent.post('/api/user/mfa/totp/setup').expect(200);
    const { recoveryCodes } = (await agent.post('/api/user/mfa/totp/enable').send({ code: totpCode(setup.body.secret, -1) }).expect(200)).body as { recoveryCodes: string[] };
    return { agent, user, secret: setup.body.secret as string, recoveryCodes };
  };
  const passwordStep = async (agent: TestAgent, username: string) => (await agent.post('/api/login').send({ username, password: PASSWORD }).expect(200)).body;

  it('enrols: a secret and its otpauth URL, a wrong code refused, then ten recovery codes stored only as hashes', async () => {
    const { agent, user } = await app.registerAndSignIn('enrol');
    expect((await agent.get('/api/user/mfa').expect(200)).body).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, required: false });
    const setup = (await agent.post('/api/user/mfa/totp/setup').expect(200)).body;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toBe(`otpauth://totp/Rounds:${user.username}?issuer=Rounds&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`);

    expect((await agent.post('/api/user/mfa/totp/enable').send({ code: '12345' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
    await untilStepHasTime();
    const wrong = totpCode(setup.secret, 5);
    expect((await agent.post('/api/user/mfa/totp/enable').send({ code: wrong }).expect(401)).body.code).toBe('INVALID_SECOND_FACTOR');
    const enabled = (await agent.post('/api/user/mfa/totp/enable').send({ code: totpCode(setup.secret) }).expect(200)).body;
    expect(enabled.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.recoveryCodes).size).toBe(10);
    const stored = await app.query<{ code_hash: string }>('select code_hash from mfa_recovery_codes where user_id = $1', [user.id]);
    expect(stored).toHaveLength(10);
    for (const code of enabled.recoveryCodes) expect(JSON.stringify(stored)).not.toContain(code.replace('-', ''));
    expect((await agent.get('/api/user/mfa').expect(200)).body).toEqual({ totpEnabled: true, recoveryCodesLeft: 10, required: false });
    expect((await agent.post('/api/user/mfa/totp/setup').expect(409)).body.code).toBe('TOTP_ALREADY_ENABLED');
    expect(await app.query(`select action from audit_log where entity_id = $1 and action = 'user.mfa_enabled'`, [user.id])).toHaveLength(1);
  });

  it('signs in in two steps: the password grants no session, the code does; the same code twice is refused', async () => {
    const { user, secret } = await enrolled();
    const laptop = browser();
    expect(await passwordStep(laptop, user.username)).toEqual({ mfaRequired: true });
    expect((await laptop.get('/api/user').expect(401)).body.code).toBe('NOT_SIGNED_IN');
    const code = totpCode(secret);
    expect((await laptop.post('/api/login/mfa').send({ code }).expect(200)).body).toMatchObject({ id: user.id, username: user.username });
    await laptop.get('/api/user').expect(200);

    // Replay: the code just used, from another browser that got the password right.
    const thief = browser();
    await passwordStep(thief, user.username);
    expect((await thief.post('/api/login/mfa').send({ code }).expect(401)).body.code).toBe('INVALID_SECOND_FACTOR');
    await thief.get('/api/user').expect(401);
    // An older code after a newer one is refused too.
    expect((await thief.post('/api/login/mfa').send({ code: totpCode(secret, -1) }).expect(401)).body.code).toBe('INVALID_SECOND_FACTOR');
    // The audit log has the one sign-in (the password step alone is none) and the two refused codes.
    expect(await app.query(`select 1 from audit_log where entity_id = $1 and action = 'user.signed_in'`, [user.id])).toHaveLength(1);
    expect(await app.query(`select 1 from audit_log where entity_id = $1 and action = 'user.second_factor_failed'`, [user.id])).toHaveLength(2);
  });

  it('answers 401 to a code when no sign-in waits for one in this browser', async () => {
    expect((await browser().post('/api/login/mfa').send({ code: '123456' }).expect(401)).body.code).toBe('NO_SIGN_IN_AWAITING_CODE');
  });

  it('signs in with a recovery code once; the same recovery code again is refused', async () => {
    const { agent, user, recoveryCodes } = await enrolled();
    const phone = browser();
    await passwordStep(phone, user.username);
    await phone.post('/api/login/mfa').send({ recoveryCode: recoveryCodes[3].toUpperCase() }).expect(200);
    await phone.get('/api/user').expect(200);
    const again = browser();
    await passwordStep(again, user.username);
    expect((await again.post('/api/login/mfa').send({ recoveryCode: recoveryCodes[3] }).expect(401)).body.code).toBe('INVALID_SECOND_FACTOR');
    expect((await agent.get('/api/user/mfa').expect(200)).body.recoveryCodesLeft).toBe(9);
  });

  it('stops checking codes after 5 wrong ones in 15 minutes, even a right one', async () => {
    const { user, secret } = await enrolled();
    const guesser = browser();
    await passwordStep(guesser, user.username);
    for (const guess of ['000000', '111111', '222222', '333333', '444444']) {
      expect((await guesser.post('/api/login/mfa').send({ code: guess === totpCode(secret) ? '555555' : guess }).expect(401)).body.code).toBe('INVALID_SECOND_FACTOR');
    }
    const refused = await guesser.post('/api/login/mfa').send({ code: totpCode(secret) }).expect(429);
    expect(refused.body.code).toBe('TOO_MANY_SECOND_FACTOR_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await guesser.get('/api/user').expect(401);
  });

  it('trusts a browser for 30 days when asked: its next sign-in needs only the password; another browser still needs the code', async () => {
    const { user, secret } = await enrolled();
    const home = browser();
    await passwordStep(home, user.username);
    await home.post('/api/login/mfa').send({ code: totpCode(secret), trustBrowser: true }).expect(200);
    const cookie = (await home.post('/api/logout').expect(204)).headers['set-cookie'];
    expect(String(cookie)).toContain('rounds.sid=;');
    expect(await passwordStep(home, user.username)).toMatchObject({ id: user.id });
    expect(await passwordStep(browser(), user.username)).toEqual({ mfaRequired: true });
    const [{ trusted_until }] = await app.query<{ trusted_until: Date }>('select trusted_until from known_devices where user_id = $1 and trusted_until is not null', [user.id]);
    expect(trusted_until.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
  });

  it('asks for a fresh confirmation before turning the second factor off, then turns it off', async () => {
    const { user, secret } = await enrolled();
    const home = browser();
    await passwordStep(home, user.username);
    await home.post('/api/login/mfa').send({ code: totpCode(secret), trustBrowser: true }).expect(200);
    // A trusted browser signs in without a code: that is no fresh confirmation.
    await home.post('/api/logout').expect(204);
    await passwordStep(home, user.username);
    const refused = await home.post('/api/user/mfa/totp/disable').expect(403);
    expect(refused.body.code).toBe('STEP_UP_REQUIRED');
    expect((await home.post('/api/user/step-up').send({ password: PASSWORD }).expect(400)).body.code).toBe('SECOND_FACTOR_EXPECTED');
    expect((await home.post('/api/user/step-up').send({ code: totpCode(secret, 1) }).expect(200)).body.validUntil).toEqual(expect.any(String));
    await home.post('/api/user/mfa/totp/disable').expect(204);
    expect((await home.get('/api/user/mfa').expect(200)).body).toEqual({ totpEnabled: false, recoveryCodesLeft: 0, required: false });
    expect(await passwordStep(browser(), user.username)).toMatchObject({ id: user.id });
    expect(await app.query(`select 1 from audit_log where entity_id = $1 and action = 'user.mfa_disabled'`, [user.id])).toHaveLength(1);
  });
});
