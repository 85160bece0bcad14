import { CanActivate, ExecutionContext, Injectable, SetMetadata, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { CheckRoleSecondFactorQuery } from '../../application/queries/check-role-second-factor/check-role-second-factor.query';
import type { Request } from 'express';
import type { AccountView } from '../../application/ports/user-accounts.port';
import { NotSignedInError } from '../../domain/identity.errors';
import { assertHasRole } from '../../domain/role-policy';
import type { UserRole } from '../../domain/user-role';

export type SignedInUser = AccountView;

@Injectable()
export class SignedInGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!request.isAuthenticated?.() || !request.user) throw new NotSignedInError();
    return true;
  }
}

const ROLES_KEY = 'rounds:roles';
/** Marks a handler or controller as needing one of the roles (checked by RolesGuard). */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

/**
 * The role check of role-guarded screens; an account whose role must have a second factor (MFA_REQUIRED_ROLES,
 * admin in production) and has none gets 403 MFA_ENROLMENT_REQUIRED instead (CheckRoleSecondFactorQuery, the
 * check every use of a role's powers goes through), so it reaches only Settings' enrolment.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly queryBus: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.user as SignedInUser | undefined;
    if (!user) throw new NotSignedInError();
    assertHasRole(user.role, roles ?? []);
    await this.queryBus.execute(new CheckRoleSecondFactorQuery(user));
    return true;
  }
}

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SignedInUser => {
  const user = context.switchToHttp().getRequest<Request>().user as SignedInUser | undefined;
  if (!user) throw new NotSignedInError();
  return user;
});

/** The signed-in user or null, for public endpoints that personalise when they can. */
export const OptionalUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): SignedInUser | null =>
    (context.switchToHttp().getRequest<Request>().user as SignedInUser | undefined) ?? null,
);
