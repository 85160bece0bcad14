import { assertRegistrableUsername, isReservedUsername, ReservedUsernameError } from './reserved-usernames';

describe('reserved usernames', () => {
  it.each(['admin', 'ADMIN', 'Administrator', 'root', 'support', 'Rounds', 'staff', 'system', ' admin '])('%p is reserved', (name) => {
    expect(isReservedUsername(name)).toBe(true);
    expect(() => assertRegistrableUsername(name)).toThrow(ReservedUsernameError);
  });

  it.each(['admin2', 'the_admin', 'shopper', 'supporter'])('%p is not', (name) => {
    expect(isReservedUsername(name)).toBe(false);
    expect(() => assertRegistrableUsername(name)).not.toThrow();
  });
});
