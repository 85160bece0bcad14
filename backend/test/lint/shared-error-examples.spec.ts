import 'reflect-metadata';
import { API_ERRORS_KEY, ApiRoles, ApiSignedIn, COMMON_ERROR_MESSAGES, ErrorEntry } from '../../src/shared/infrastructure/http/api-docs';
import { NotSignedInError, RoleRequiredError } from '../../src/modules/identity';

/**
 * The shared layer cannot import identity, so the sign-in and role examples of ApiSignedIn and ApiRoles
 * are the only error examples written twice: this fails as soon as they differ from what the guards send.
 */
const documentedBy = (decorate: MethodDecorator): ErrorEntry[] => {
  const method = { call() {} };
  const descriptor = Object.getOwnPropertyDescriptor(method, 'call')!;
  decorate(method, 'call', descriptor);
  return Reflect.getMetadata(API_ERRORS_KEY, descriptor.value) as ErrorEntry[];
};

describe('examples of the access guards', () => {
  it('NOT_SIGNED_IN says what SignedInGuard sends', () => {
    expect(COMMON_ERROR_MESSAGES.NOT_SIGNED_IN).toBe(new NotSignedInError().message);
    expect(documentedBy(ApiSignedIn())).toContainEqual({ status: 401, code: 'NOT_SIGNED_IN', message: new NotSignedInError().message });
  });

  it.each([[['admin']], [['brand']], [['creator', 'admin']]])('ROLE_REQUIRED for %j says what RolesGuard sends', (roles) => {
    expect(documentedBy(ApiRoles(...roles))).toContainEqual({ status: 403, code: 'ROLE_REQUIRED', message: new RoleRequiredError(roles).message });
  });
});
