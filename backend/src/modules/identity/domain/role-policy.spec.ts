import { assertHasRole, SIGN_UP_ROLE } from './role-policy';

describe('role policy', () => {
  it('makes every sign-up a plain user account', () => {
    expect(SIGN_UP_ROLE).toBe('user');
  });

  it('lets an account through when its role is allowed, or when no role is required', () => {
    expect(() => assertHasRole('admin', ['admin'])).not.toThrow();
    expect(() => assertHasRole('brand', ['brand', 'admin'])).not.toThrow();
    expect(() => assertHasRole('user', [])).not.toThrow();
  });

  it('refuses any other role with 403 ROLE_REQUIRED naming what is needed', () => {
    for (const role of ['user', 'creator', 'brand'] as const) {
      expect(() => assertHasRole(role, ['admin'])).toThrow(expect.objectContaining({ kind: 'forbidden', code: 'ROLE_REQUIRED', message: 'This needs an admin account.' }));
    }
    expect(() => assertHasRole('user', ['brand', 'creator'])).toThrow('This needs a brand or creator account.');
  });
});
