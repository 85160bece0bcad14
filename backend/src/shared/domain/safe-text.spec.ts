import { findUnsafeText, isSafeText, unsafeTextReason } from './safe-text';

describe('safe text', () => {
  it.each(['', 'plain', 'émoji 🥃 ok', 'tab\tand\nnewline', '\u{1F600}'])('accepts %j', (text) => {
    expect(isSafeText(text)).toBe(true);
    expect(unsafeTextReason(text)).toBeNull();
  });

  it.each([
    ['a\u0000b', /NUL/],
    ['\u0000', /NUL/],
    ['lone \ud800 high', /surrogate/],
    ['lone \udc00 low', /surrogate/],
    ['reversed \udc00\ud800', /surrogate/],
    ['ends high \ud83c', /surrogate/],
  ])('refuses %j', (text, reason) => {
    expect(isSafeText(text)).toBe(false);
    expect(unsafeTextReason(text)).toMatch(reason);
  });

  it('finds the first unsafe string in nested values, with its path', () => {
    expect(findUnsafeText({ name: 'ok', shippingAddress: { street: 'Main\u0000St' } })).toEqual({ path: 'shippingAddress.street', reason: expect.stringMatching(/NUL/) });
    expect(findUnsafeText({ items: ['a', { note: '\ud800' }] })).toEqual({ path: 'items[1].note', reason: expect.stringMatching(/surrogate/) });
    expect(findUnsafeText('\u0000')).toEqual({ path: 'value', reason: expect.any(String) });
    expect(findUnsafeText({ ['bad\u0000key']: 1 })).toEqual({ path: 'a field name', reason: expect.any(String) });
    expect(findUnsafeText({ a: [1, true, null, { b: 'fine' }] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });
});
