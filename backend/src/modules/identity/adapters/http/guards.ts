import {
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config';
import { GetSecondFactorStatusQuery } from '../../application/commands/second-factor/second-factor.commands';
import { secondFactorRequiredFor } from '../../domain/second-factor';
import { SecondFactorEnrolmentRequiredError } from '../../domain/second-factor.errors';
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
 * admin in production) and has none gets 403 MFA_ENROLMENT_REQUIRED instead, so it reaches only Settings' enrolment.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.user as SignedInUser | undefined;
    if (!user) throw new NotSignedInError();
    assertHasRole(user.role, roles ?? []);
    if (secondFactorRequiredFor(user.role, this.config.mfaRequiredRoles) && !(await this.queryBus.execute(new GetSecondFactorStatusQuery(user.id))).totpEnabled) {
      throw new SecondFactorEnrolmentRequiredError(`This ${user.role} account`);
    }
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
