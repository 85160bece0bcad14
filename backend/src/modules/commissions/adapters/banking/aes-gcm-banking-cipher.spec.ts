import { AesGcmBankingCipher, BankingDetailsUnreadableError } from './aes-gcm-banking-cipher';
import type { BankingDetails } from '../../domain/commission-account';

const details: BankingDetails = { accountHolderName: 'Maya Pour', bankName: 'First Rye Bank', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'savings' };
const keyA = Buffer.alloc(32, 1).toString('base64');
const keyB = Buffer.alloc(32, 2).toString('base64');
const user = '11111111-1111-4111-8111-111111111111';

describe('AES-256-GCM banking cipher', () => {
  const cipher = new AesGcmBankingCipher({ currentKeyId: 'a', keys: { a: keyA } });

  it('round-trips, keeps only the summary in clear, and uses a fresh IV each time', () => {
    const sealed = cipher.seal(user, details);
    expect(sealed).toMatchObject({ v: 1, alg: 'aes-256-gcm', keyId: 'a', summary: { bankName: 'First Rye Bank', accountType: 'savings', accountNumberLast4: '6789' } });
    const stored = JSON.stringify(sealed);
    expect(stored).not.toContain('000123456789');
    expect(stored).not.toContain('011000015');
    expect(stored).not.toContain('Maya Pour');
    expect(cipher.open(user, JSON.parse(stored))).toEqual(details);
    expect(cipher.seal(user, details).iv).not.toBe(sealed.iv);
  });

  it('refuses altered ciphertext, an altered tag, and details moved to another account', () => {
    const sealed = cipher.seal(user, details);
    const flipped = Buffer.from(sealed.data, 'base64');
    flipped[0] ^= 1;
    expect(() => cipher.open(user, { ...sealed, data: flipped.toString('base64') })).toThrow(BankingDetailsUnreadableError);
    const tag = Buffer.from(sealed.tag, 'base64');
    tag[3] ^= 0x80;
    expect(() => cipher.open(user, { ...sealed, tag: tag.toString('base64') })).toThrow(BankingDetailsUnreadableError);
    expect(() => cipher.open('22222222-2222-4222-8222-222222222222', sealed)).toThrow(BankingDetailsUnreadableError);
  });

  it('opens details sealed by a previous key after rotation, seals new ones with the current key, and refuses unknown keys', () => {
    const old = cipher.seal(user, details);
    const rotated = new AesGcmBankingCipher({ currentKeyId: 'b', keys: { b: keyB, a: keyA } });
    expect(rotated.open(user, old)).toEqual(details);
    expect(rotated.seal(user, details).keyId).toBe('b');
    const withoutOld = new AesGcmBankingCipher({ currentKeyId: 'b', keys: { b: keyB } });
    expect(() => withoutOld.open(user, old)).toThrow(/key a is not configured/);
  });
});
