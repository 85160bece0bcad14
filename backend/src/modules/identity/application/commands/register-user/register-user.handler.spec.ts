import { newHandler } from '../../../../../../test/support/fake-ports';
import { UsernameTakenError } from '../../../domain/identity.errors';
import type { AccountView } from '../../ports/user-accounts.port';
import { RegisterUserCommand } from './register-user.command';
import { RegisterUserHandler } from './register-user.handler';

const account = { id: 'u1', username: 'maya', role: 'user' } as AccountView;

describe('RegisterUserHandler', () => {
  it('stores only the password hash, and always as a plain user account', async () => {
    const { handler, ports: [accounts, hasher] } = newHandler(RegisterUserHandler);
    hasher.hash.mockResolvedValue('argon2id$hash');
    accounts.create.mockResolvedValue(account);

    expect(await handler.execute(new RegisterUserCommand('maya', 'correct-horse-battery', 'maya@example.com'))).toBe(account);
    expect(hasher.hash).toHaveBeenCalledWith('correct-horse-battery');
    expect(accounts.create).toHaveBeenCalledWith({ username: 'maya', passwordHash: 'argon2id$hash', email: 'maya@example.com', role: 'user' }, undefined);
  });

  it('lets a taken username surface as the conflict the accounts store reports', async () => {
    const { handler, ports: [accounts, hasher] } = newHandler(RegisterUserHandler);
    hasher.hash.mockResolvedValue('argon2id$hash');
    accounts.create.mockRejectedValue(new UsernameTakenError('maya'));

    await expect(handler.execute(new RegisterUserCommand('maya', 'correct-horse-battery', null))).rejects.toMatchObject({ code: 'USERNAME_TAKEN', kind: 'conflict' });
  });
});
