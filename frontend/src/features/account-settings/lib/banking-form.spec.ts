import { bankingFormErrors, isValidAbaRoutingNumber } from './banking-form';

const valid = { accountHolderName: 'Maya', bankName: 'First Rye Bank', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'checking' as const };

describe('banking form', () => {
  it('checks the ABA check digit', () => {
    expect(isValidAbaRoutingNumber('021000021')).toBe(true);
    expect(isValidAbaRoutingNumber('021000022')).toBe(false);
    expect(isValidAbaRoutingNumber('000000000')).toBe(false);
  });
  it('names each missing or bad field', () => {
    expect(bankingFormErrors(valid)).toEqual({});
    expect(Object.keys(bankingFormErrors({ ...valid, accountHolderName: ' ', bankName: '', routingNumber: '', accountNumber: '' })).sort()).toEqual(['accountHolderName', 'accountNumber', 'bankName', 'routingNumber']);
    expect(bankingFormErrors({ ...valid, routingNumber: '1234' }).routingNumber).toBe('Routing number must be 9 digits');
    expect(bankingFormErrors({ ...valid, routingNumber: '011000016' }).routingNumber).toBe('This is not a valid routing number');
    expect(bankingFormErrors({ ...valid, accountNumber: '123' }).accountNumber).toBe('Account number must be 4 to 17 digits');
  });
});
