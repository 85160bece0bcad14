import request from 'supertest';
import { createTestApp, DEMO_PASSWORD, TestApp } from '../support/test-app';
import { totpCode, untilStepHasTime } from '../support/totp-codes';

/**
 * Locking someone out is not free: twelve wrong passwords lock the username for everyone, but its owner still
 * gets in from a browser that signed in to it before, or with the password and a current authenticator code.
 */
describe('The sign-in lock lets the owner through (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app?.close());

  const browser = () => request.agent(app.app.getHttpServer());
  const lockOut = async (username: string) => {
    const attacker = browser();
    for (let attempt = 1; attempt <= 12; attempt++) await attacker.post('/api/login').send({ username, password: `guess-${attempt}` });
    expect((await attacker.post('/api/login').send({ username, password: 'guess-13' }).expect(429)).body.code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
  };

  it('keeps Curator locked for a new browser, but lets the owner in from the browser that signed in before', async () => {
    const ownersLaptop = browser();
    await ownersLaptop.post('/api/login').send({ username: 'curator', password: DEMO_PASSWORD }).expect(200);
    await ownersLaptop.post('/api/logout').expect(204);

    await lockOut('Curator');
    // A browser that never signed in to the account: locked, even with the right password.
    expect((await browser().post('/api/login').send({ username: 'curator', password: DEMO_PASSWORD }).expect(429)).body.code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
    // A forged device cookie counts for nothing.
    await browser().post('/api/login').set('Cookie', 'rounds.device=forged-token.forged-signature').send({ username: 'curator', password: DEMO_PASSWORD }).expect(429);
    // The owner's browser: in.
    expect((await ownersLaptop.post('/api/login').send({ username: 'curator', password: DEMO_PASSWORD }).expect(200)).body.username).toBe('curator');
    await ownersLaptop.get('/api/user').expect(200);
    // A wrong password from the owner's browser answers like the lock: it tells nothing about the password.
    expect((await ownersLaptop.post('/api/login').send({ username: 'curator', password: 'wrong-again' }).expect(429)).body.code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
    const failures = await app.query<{ reason: string }>(`select details ->> 'reason' as reason from audit_log where action = 'user.sign_in_failed' and details ->> 'username' = 'curator'`);
    // The ten wrong passwords before the lock and the owner's one under it; and every refusal by the lock, which checks
    // no password: the 11th to 13th guesses, the new browser and the forged cookie.
    expect(failures.filter(({ reason }) => reason === 'invalid_credentials')).toHaveLength(11);
    expect(failures.filter(({ reason }) => reason === 'locked')).toHaveLength(5);
    expect(failures).toHaveLength(16);
    // The moment the lock engaged is recorded once: where the owner's "account under attack" mail is raised.
    expect(await app.query(`select 1 from audit_log where action = 'user.sign_in_locked' and details ->> 'username' = 'curator'`)).toHaveLength(1);
  });

  it('lets the owner in from a new browser with the password and a current code; a wrong code or password stays locked', async () => {
    await untilStepHasTime();
    const { agent, user } = await app.registerAndSignIn('locked_owner');
    const setup = (await agent.post('/api/user/mfa/totp/setup').expect(200)).body;
    await agent.post('/api/user/mfa/totp/enable').send({ code: totpCode(setup.secret, -1) }).expect(200);

    await lockOut(user.username);
    const newPhone = browser();
    await newPhone.post('/api/login').send({ username: user.username, password: 'correct-horse-battery', code: '000000' }).expect(429);
    await newPhone.post('/api/login').send({ username: user.username, password: 'wrong-password', code: totpCode(setup.secret) }).expect(429);
    // That code was spent by the refused attempt above (each code once): the next one lets the owner in, no second step.
    const signedIn = await newPhone.post('/api/login').send({ username: user.username, password: 'correct-horse-battery', code: totpCode(setup.secret, 1) }).expect(200);
    expect(signedIn.body).toMatchObject({ id: user.id });
    await newPhone.get('/api/user').expect(200);
    expect(await app.query(`select 1 from audit_log where entity_id = $1 and action = 'user.signed_in' and details ->> 'whileLocked' = 'true'`, [user.id])).toHaveLength(1);
  });

  it('counts wrong codes sent past the lock toward the account\'s code limit: after 5, even the right code answers 429', async () => {
    await untilStepHasTime();
    const { agent, user } = await app.registerAndSignIn('code_guessed');
    const setup = (await agent.post('/api/user/mfa/totp/setup').expect(200)).body;
    await agent.post('/api/user/mfa/totp/enable').send({ code: totpCode(setup.secret, -1) }).expect(200);

    await lockOut(user.username);
    const attacker = browser();
    for (const code of ['000000', '111111', '222222', '333333', '444444']) {
      expect((await attacker.post('/api/login').send({ username: user.username, password: 'correct-horse-battery', code }).expect(429)).body.code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
    }
    const refused = await browser().post('/api/login').send({ username: user.username, password: 'correct-horse-battery', code: totpCode(setup.secret) }).expect(429);
    expect(refused.body.code).toBe('TOO_MANY_SECOND_FACTOR_ATTEMPTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is the one POST /api/login/mfa and step-up count against: the account's own, from any browser.
    expect((await agent.post('/api/user/step-up').send({ code: totpCode(setup.secret, 1) }).expect(429)).body.code).toBe('TOO_MANY_SECOND_FACTOR_ATTEMPTS');
    const wrongCodes = await app.query<{ actor: string | null; method: string }>(`select user_id as actor, details ->> 'method' as method from audit_log where entity_id = $1 and action = 'user.second_factor_failed'`, [user.id]);
    expect(wrongCodes).toEqual(Array.from({ length: 5 }, () => ({ actor: null, method: 'totp' })));
    expect(await app.query(`select 1 from audit_log where entity_id = $1 and action = 'user.signed_in' and details ->> 'whileLocked' = 'true'`, [user.id])).toHaveLength(0);
  });

  it('lets the owner through the lock with a recovery code, once; a wrong password does not spend it', async () => {
    await untilStepHasTime();
    const { agent, user } = await app.registerAndSignIn('recovering_owner');
    const setup = (await agent.post('/api/user/mfa/totp/setup').expect(200)).body;
    const { recoveryCodes } = (await agent.post('/api/user/mfa/totp/enable').send({ code: totpCode(setup.secret, -1) }).expect(200)).body as { recoveryCodes: string[] };

    await lockOut(user.username);
    const [recoveryCode] = recoveryCodes;
    // The right recovery code with a mistyped password: the lock's 429, and the code is still unused.
    await browser().post('/api/login').send({ username: user.username, password: 'correct-horse-batery', recoveryCode }).expect(429);
    const newLaptop = browser();
    const signedIn = await newLaptop.post('/api/login').send({ username: user.username, password: 'correct-horse-battery', recoveryCode: recoveryCode.toUpperCase() }).expect(200);
    expect(signedIn.body).toMatchObject({ id: user.id });
    await newLaptop.get('/api/user').expect(200);
    expect((await newLaptop.get('/api/user/mfa').expect(200)).body).toMatchObject({ totpEnabled: true, recoveryCodesLeft: 9 });
    // Spent: the same code from another new browser is the lock's answer.
    expect((await browser().post('/api/login').send({ username: user.username, password: 'correct-horse-battery', recoveryCode }).expect(429)).body.code).toBe('TOO_MANY_SIGN_IN_ATTEMPTS');
    expect(await app.query(`select details ->> 'secondFactor' as "secondFactor" from audit_log where entity_id = $1 and action = 'user.signed_in' and details ->> 'whileLocked' = 'true'`, [user.id])).toEqual([{ secondFactor: 'recovery_code' }]);
    expect(await app.query(`select details ->> 'left' as left from audit_log where entity_id = $1 and action = 'user.recovery_code_used'`, [user.id])).toEqual([{ left: '9' }]);
  });
});
