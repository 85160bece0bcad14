import { newHandler } from '../../../../../../test/support/fake-ports';
import type { AccountView } from '../../ports/user-accounts.port';
import { VerifyAgeCommand } from './verify-age.command';
import { VerifyAgeHandler } from './verify-age.handler';

describe('VerifyAgeHandler', () => {
  it('moves an unverified account to self_attested and answers the updated account', async () => {
    const { handler, ports: [accounts] } = newHandler(VerifyAgeHandler);
    const verified = { id: 'u1', ageVerified: true, ageStatus: 'self_attested' } as AccountView;
    accounts.ageRecordOf.mockResolvedValue({ status: 'unverified', dateOfBirth: null });
    accounts.findById.mockResolvedValue(verified);

    expect(await handler.execute(new VerifyAgeCommand('u1'))).toBe(verified);
    expect(accounts.writeAgeStatus).toHaveBeenCalledWith('u1', { from: 'unverified', to: 'self_attested' });
  });

  it('keeps a declared date of birth: passing the gate again changes nothing', async () => {
    const { handler, ports: [accounts] } = newHandler(VerifyAgeHandler);
    accounts.ageRecordOf.mockResolvedValue({ status: 'dob_declared', dateOfBirth: '1990-04-12' });
    accounts.findById.mockResolvedValue({ id: 'u1', ageStatus: 'dob_declared' } as AccountView);

    await handler.execute(new VerifyAgeCommand('u1'));
    expect(accounts.writeAgeStatus).not.toHaveBeenCalled();
  });
});
