import { newHandler } from '../../../../../../test/support/fake-ports';
import { recordingUnitOfWork } from '../../../../../../test/support/recording-unit-of-work';
import { UsernameTakenError } from '../../../domain/identity.errors';
import type { AccountView } from '../../ports/user-accounts.port';
import { RegisterUserCommand } from './register-user.command';
import { RegisterUserHandler } from './register-user.handler';

const account = { id: 'u1', username: 'maya', role: 'user' } as AccountView;

describe('RegisterUserHandler', () => {
  it('stores only the password hash, always as a plain user account, and mails the address its confirmation link in the same transaction', async () => {
    const steps: string[] = [];
    const { handler, ports: [accounts, hasher, , verification] } = newHandler(RegisterUserHandler, { 2: recordingUnitOfWork(steps) });
    hasher.hash.mockResolvedValue('argon2id$hash');
    accounts.create.mockImplementation(async () => (steps.push('create'), account));
    verification.send.mockImplementation(async () => void steps.push('verification mail'));

    expect(await handler.execute(new RegisterUserCommand('maya', 'correct-horse-battery', 'maya@example.com'))).toBe(account);
    expect(hasher.hash).toHaveBeenCalledWith('correct-horse-battery');
    expect(accounts.create).toHaveBeenCalledWith({ username: 'maya', passwordHash: 'argon2id$hash', email: 'maya@example.com', role: 'user' }, expect.anything());
    expect(verification.send).toHaveBeenCalledWith(expect.anything(), account, 'maya@example.com');
    expect(steps).toEqual(['begin', 'create', 'verification mail', 'commit']);
  });

  it('mails nothing when no address was given', async () => {
    const { handler, ports: [accounts, hasher, , verification] } = newHandler(RegisterUserHandler, { 2: recordingUnitOfWork([]) });
    hasher.hash.mockResolvedValue('argon2id$hash');
    accounts.create.mockResolvedValue(account);
    await handler.execute(new RegisterUserCommand('maya', 'correct-horse-battery', null));
    expect(verification.send).not.toHaveBeenCalled();
  });

  it('lets a taken username surface as the conflict the accounts store reports', async () => {
    const { handler, ports: [accounts, hasher] } = newHandler(RegisterUserHandler, { 2: recordingUnitOfWork([]) });
    hasher.hash.mockResolvedValue('argon2id$hash');
    accounts.create.mockRejectedValue(new UsernameTakenError('maya'));

    await expect(handler.execute(new RegisterUserCommand('maya', 'correct-horse-battery', null))).rejects.toMatchObject({ code: 'USERNAME_TAKEN', kind: 'conflict' });
  });
});
