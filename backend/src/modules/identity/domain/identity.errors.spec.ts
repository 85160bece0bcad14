import { InvalidCredentialsError, TooManySignInAttemptsError, UsernameTakenError } from './identity.errors';

describe('identity errors', () => {
  it('answers a wrong password and an unknown username with the same words', () => {
    expect(new InvalidCredentialsError()).toMatchObject({ kind: 'unauthorized', code: 'INVALID_CREDENTIALS', message: 'Invalid username or password.' });
  });

  it('says how long a locked sign-in waits, in minutes', () => {
    expect(new TooManySignInAttemptsError(1).message).toBe('Too many failed sign-in attempts. Please wait 1 minute and try again.');
    expect(new TooManySignInAttemptsError(15)).toMatchObject({ kind: 'too_many_requests', message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' });
  });

  it('names the taken username as a conflict', () => {
    expect(new UsernameTakenError('maya')).toMatchObject({ kind: 'conflict', code: 'USERNAME_TAKEN', message: 'The username "maya" is already taken. Please choose another.' });
  });
});
