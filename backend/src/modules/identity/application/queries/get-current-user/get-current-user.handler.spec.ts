import { newHandler } from '../../../../../../test/support/fake-ports';
import type { AccountView } from '../../ports/user-accounts.port';
import { GetCurrentUserQuery } from './get-current-user.query';
import { GetCurrentUserHandler } from './get-current-user.handler';

describe('GetCurrentUserHandler', () => {
  it("answers the session's account", async () => {
    const { handler, ports: [accounts] } = newHandler(GetCurrentUserHandler);
    const me = { id: 'u1', username: 'maya' } as AccountView;
    accounts.findById.mockResolvedValue(me);
    expect(await handler.execute(new GetCurrentUserQuery('u1'))).toBe(me);
    expect(accounts.findById).toHaveBeenCalledWith('u1');
  });

  it('answers null for an id that names no account', async () => {
    const { handler, ports: [accounts] } = newHandler(GetCurrentUserHandler);
    accounts.findById.mockResolvedValue(null);
    expect(await handler.execute(new GetCurrentUserQuery('gone'))).toBeNull();
  });
});
