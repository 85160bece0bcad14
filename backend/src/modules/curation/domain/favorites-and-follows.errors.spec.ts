import { assertMayFollow } from './favorites-and-follows.errors';

describe('assertMayFollow', () => {
  it('lets a shopper follow a page owned by someone else or by nobody', () => {
    expect(() => assertMayFollow('user-a', 'user-b')).not.toThrow();
    expect(() => assertMayFollow('user-a', null)).not.toThrow();
  });

  it('refuses following your own creator page', () => {
    expect(() => assertMayFollow('user-a', 'user-a')).toThrow(expect.objectContaining({ code: 'CANNOT_FOLLOW_SELF', kind: 'validation' }));
  });
});
