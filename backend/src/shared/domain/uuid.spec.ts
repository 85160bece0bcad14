import { isUuid } from './uuid';

describe('isUuid', () => {
  it('accepts any version, in either case', () => {
    expect(isUuid('00000000-0000-4000-8000-000000000000')).toBe(true);
    expect(isUuid('6BA7B810-9DAD-11D1-80B4-00C04FD430C8')).toBe(true);
  });

  it('refuses handles, truncated or padded ids and non-strings', () => {
    for (const value of ['mayapours', '00000000-0000-4000-8000-00000000000', ' 00000000-0000-4000-8000-000000000000', '00000000000040008000000000000000', 42, null, undefined]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
