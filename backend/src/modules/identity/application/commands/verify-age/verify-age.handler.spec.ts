import { newHandler } from '../../../../../../test/support/fake-ports';
import type { AccountView } from '../../ports/user-accounts.port';
import { VerifyAgeCommand } from './verify-age.command';
import { VerifyAgeHandler } from './verify-age.handler';

describe('VerifyAgeHandler', () => {
  it("records the signed-in user's confirmation and answers the updated account", async () => {
    const { handler, ports: [accounts] } = newHandler(VerifyAgeHandler);
    const verified = { id: 'u1', ageVerified: true } as AccountView;
    accounts.markAgeVerified.mockResolvedValue(verified);

    expect(await handler.execute(new VerifyAgeCommand('u1'))).toBe(verified);
    expect(accounts.markAgeVerified).toHaveBeenCalledWith('u1');
  });
});
