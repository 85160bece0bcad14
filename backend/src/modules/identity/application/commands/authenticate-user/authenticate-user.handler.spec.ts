import { newHandler } from '../../../../../../test/support/fake-ports';
import { FixedClock } from '../../../../../shared/application/clock.port';
import { InvalidCredentialsError, TooManySignInAttemptsError } from '../../../domain/identity.errors';
import type { AccountView } from '../../ports/user-accounts.port';
import { AuthenticateUserCommand } from './authenticate-user.command';
import { AuthenticateUserHandler } from './authenticate-user.handler';

const NOW = new Date('2026-03-01T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const account = { id: 'u1', username: 'maya', role: 'user' } as AccountView;
const signIn = new AuthenticateUserCommand('maya', 'correct-horse-battery', '203.0.113.7');

function setup(failures: Date[] = []) {
  const { handler, ports: [accounts, hasher, , factors, secondFactors, audit] } = newHandler(AuthenticateUserHandler, { 2: new FixedClock(NOW) });
  accounts.failedSignInsSince.mockResolvedValue(failures);
  accounts.findCredentials.mockResolvedValue({ id: 'u1', passwordHash: 'stored-hash' });
  accounts.findById.mockResolvedValue(account);
  hasher.verify.mockResolvedValue(true);
  factors.totpOf.mockResolvedValue(null);
  factors.knownBrowser.mockResolvedValue(null);
  return { handler, accounts, hasher, factors, secondFactors, audit };
}

describe('AuthenticateUserHandler', () => {

  it('signs in, clears the failures of that username and address, and answers the account', async () => {
    const { handler, accounts } = setup(Array.from({ length: 9 }, (_, i) => minutesAgo(i)));
    expect(await handler.execute(signIn)).toEqual({ ...account, secondFactorDue: false, steppedUp: true });
    // The lock counts the username's failures from every address; a success clears only its own address's.
    expect(accounts.failedSignInsSince).toHaveBeenCalledWith('maya', minutesAgo(15));
    expect(accounts.clearFailedSignIns).toHaveBeenCalledWith('maya', '203.0.113.7');
    expect(accounts.recordFailedSignIn).not.toHaveBeenCalled();
  });

  it('locks the pair after 10 failures in 15 minutes without checking the password, until the oldest leaves the window', async () => {
    const { handler, accounts, hasher, factors } = setup(Array.from({ length: 10 }, (_, i) => minutesAgo(i + 2))); // oldest 11 minutes ago
    await expect(handler.execute(signIn)).rejects.toEqual(new TooManySignInAttemptsError(4));
    expect(hasher.verify).not.toHaveBeenCalled();
    expect(factors.knownBrowser).not.toHaveBeenCalled();
    expect(accounts.recordFailedSignIn).not.toHaveBeenCalled();
    expect(accounts.clearFailedSignIns).not.toHaveBeenCalled();
  });

  it('audits a sign-in refused by the lock, without counting it as a failure (the lock would never end)', async () => {
    const { handler, accounts, audit } = setup(Array.from({ length: 10 }, (_, i) => minutesAgo(i + 2)));
    await expect(handler.execute(signIn)).rejects.toEqual(new TooManySignInAttemptsError(4));
    expect(audit.record).toHaveBeenCalledWith({ action: 'user.sign_in_failed', entityType: 'user', entityId: 'u1', actorUserId: null, details: { username: 'maya', ipAddress: '203.0.113.7', reason: 'locked' } });
    expect(accounts.recordFailedSignIn).not.toHaveBeenCalled();
  });

  it('lets the owner through the lock with a recovery code, spent only once the password is right too', async () => {
    const { handler, hasher, secondFactors } = setup(Array.from({ length: 10 }, (_, i) => minutesAgo(i + 2)));
    const redeem = jest.fn().mockResolvedValue(true);
    secondFactors.check.mockResolvedValue({ method: 'recovery_code', redeem });
    const withRecoveryCode = new AuthenticateUserCommand('maya', 'not-the-password', '203.0.113.7', null, null, 'k7m2p-x9q4r');
    hasher.verify.mockResolvedValue(false);
    await expect(handler.execute(withRecoveryCode)).rejects.toEqual(new TooManySignInAttemptsError(4));
    expect(secondFactors.check).toHaveBeenCalledWith('u1', { recoveryCode: 'k7m2p-x9q4r' }, NOW, null);
    expect(redeem).not.toHaveBeenCalled();
    hasher.verify.mockResolvedValue(true);
    expect(await handler.execute(withRecoveryCode)).toEqual({ ...account, secondFactorDue: false, steppedUp: true });
    expect(redeem).toHaveBeenCalledTimes(1);
  });

  it('refuses a wrong password with the generic message and counts the failure', async () => {
    const { handler, accounts, hasher } = setup();
    hasher.verify.mockResolvedValue(false);
    await expect(handler.execute(signIn)).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(hasher.verify).toHaveBeenCalledWith('stored-hash', 'correct-horse-battery');
    expect(accounts.recordFailedSignIn).toHaveBeenCalledWith('maya', '203.0.113.7');
    expect(accounts.clearFailedSignIns).not.toHaveBeenCalled();
  });

  it('spends the same hashing work on an unknown username, answers the same, and counts it too', async () => {
    const { handler, accounts, hasher } = setup();
    accounts.findCredentials.mockResolvedValue(null);
    hasher.verify.mockResolvedValue(false);
    await expect(handler.execute(signIn)).rejects.toBeInstanceOf(InvalidCredentialsError);
    expect(hasher.verify).toHaveBeenCalledWith(null, 'correct-horse-battery');
    expect(accounts.recordFailedSignIn).toHaveBeenCalledWith('maya', '203.0.113.7');
  });

  it('lets the owner through the lock from a browser that signed in before, and still counts a wrong password as the lock', async () => {
    const { handler, hasher, factors } = setup(Array.from({ length: 10 }, (_, i) => minutesAgo(i + 2)));
    factors.knownBrowser.mockResolvedValue({ trustedUntil: null });
    const fromKnownBrowser = new AuthenticateUserCommand('maya', 'correct-horse-battery', '203.0.113.7', 'browser-hash');
    expect(await handler.execute(fromKnownBrowser)).toEqual({ ...account, secondFactorDue: false, steppedUp: true });
    hasher.verify.mockResolvedValue(false);
    await expect(handler.execute(fromKnownBrowser)).rejects.toEqual(new TooManySignInAttemptsError(4));
  });

  it('asks for the second factor when one is set up, unless this browser is trusted until later', async () => {
    const { handler, factors } = setup();
    factors.totpOf.mockResolvedValue({ secret: 'JBSWY3DPEHPK3PXP', enabled: true });
    expect(await handler.execute(signIn)).toMatchObject({ secondFactorDue: true });
    factors.knownBrowser.mockResolvedValue({ trustedUntil: minutesAgo(-60) });
    expect(await handler.execute(new AuthenticateUserCommand('maya', 'correct-horse-battery', null, 'browser-hash'))).toMatchObject({ secondFactorDue: false, steppedUp: false });
    factors.knownBrowser.mockResolvedValue({ trustedUntil: minutesAgo(1) });
    expect(await handler.execute(new AuthenticateUserCommand('maya', 'correct-horse-battery', null, 'browser-hash'))).toMatchObject({ secondFactorDue: true });
  });
});
