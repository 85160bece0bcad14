import { bankingDetailsProblems, bankingSummaryOf, isValidAbaRoutingNumber, parseBankingDetails } from './banking-details';

const valid = { accountHolderName: ' Maya Pour ', bankName: 'First Rye Bank', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'checking' };

describe('ABA routing number checksum', () => {
  it.each(['011000015', '021000021', '121000358', '026009593', '111000025'])('accepts the real routing number %s', (value) => {
    expect(isValidAbaRoutingNumber(value)).toBe(true);
  });
  it.each(['011000016', '123456789', '021000022', '000000000', '12345678', '1234567890', '02100002a', ''])('refuses %p', (value) => {
    expect(isValidAbaRoutingNumber(value)).toBe(false);
  });
});

describe('banking details validation', () => {
  it('trims and keeps valid details', () => {
    expect(parseBankingDetails(valid)).toEqual({ ...valid, accountHolderName: 'Maya Pour' });
  });
  it('names every missing field', () => {
    const problems = bankingDetailsProblems({});
    for (const field of ['accountHolderName', 'bankName', 'routingNumber', 'accountNumber', 'accountType']) {
      expect(problems.some((problem) => problem.startsWith(field))).toBe(true);
    }
  });
  it('names each bad field', () => {
    expect(bankingDetailsProblems({ ...valid, routingNumber: '12345' })).toEqual(['routingNumber must be exactly 9 digits']);
    expect(bankingDetailsProblems({ ...valid, routingNumber: '011000016' })[0]).toMatch(/^routingNumber is not a valid ABA routing number/);
    expect(bankingDetailsProblems({ ...valid, accountNumber: '123' })).toEqual(['accountNumber must be 4 to 17 digits']);
    expect(bankingDetailsProblems({ ...valid, accountNumber: '1'.repeat(18) })).toEqual(['accountNumber must be 4 to 17 digits']);
    expect(bankingDetailsProblems({ ...valid, accountNumber: '12-34' })).toEqual(['accountNumber must be 4 to 17 digits']);
    expect(bankingDetailsProblems({ ...valid, accountType: 'brokerage' })).toEqual(['accountType must be checking or savings']);
    expect(bankingDetailsProblems({ ...valid, bankName: '   ' })[0]).toMatch(/^bankName is required/);
    expect(() => parseBankingDetails({ ...valid, accountType: 'x' })).toThrow(/accountType/);
  });
  it('summarises with the last 4 digits only', () => {
    expect(bankingSummaryOf(parseBankingDetails(valid))).toEqual({ bankName: 'First Rye Bank', accountType: 'checking', accountNumberLast4: '6789' });
  });
});
