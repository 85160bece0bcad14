import { requestFingerprint } from './request-fingerprint';

describe('requestFingerprint', () => {
  it('is the same for the same body whatever the key order', () => {
    expect(requestFingerprint('checkout', { a: 1, b: { c: 'x', d: [1, 2] } })).toBe(requestFingerprint('checkout', { b: { d: [1, 2], c: 'x' }, a: 1 }));
  });

  it('differs for another body or another operation', () => {
    const base = requestFingerprint('checkout', { a: 1 });
    expect(requestFingerprint('checkout', { a: 2 })).not.toBe(base);
    expect(requestFingerprint('checkout-cart', { a: 1 })).not.toBe(base);
  });

  it('ignores absent optional fields', () => {
    expect(requestFingerprint('checkout', { a: 1, creatorId: undefined })).toBe(requestFingerprint('checkout', { a: 1 }));
  });
});
