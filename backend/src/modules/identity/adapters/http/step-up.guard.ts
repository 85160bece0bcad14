import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { QueryBus } from '@nestjs/cqrs';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config';
import { CLOCK, Clock } from '../../../../shared/application/clock.port';
import { ApiDomainErrors } from '../../../../shared/infrastructure/http/api-docs';
import { GetSecondFactorStatusQuery } from '../../application/commands/second-factor/second-factor.commands';
import { secondFactorRequiredFor, STEP_UP_VALID_MS } from '../../domain/second-factor';
import { SecondFactorEnrolmentRequiredError, StepUpRequiredError } from '../../domain/second-factor.errors';
import type { SignedInUser } from './guards';

/** Whether a session that stepped up at `steppedUpAt` (ISO time) still counts as fresh at `now`. */
export function steppedUpRecently(steppedUpAt: string | undefined, now: Date): boolean {
  return steppedUpAt !== undefined && now.getTime() - Date.parse(steppedUpAt) <= STEP_UP_VALID_MS;
}

const SECOND_FACTOR_IN_PRODUCTION = 'rounds:step-up-second-factor-in-production';

/**
 * Lets a change through only when this session confirmed a second factor (or the password, for an account
 * without one) within the last 5 minutes: POST /api/user/step-up, or the sign-in itself. Otherwise 403
 * STEP_UP_REQUIRED, which the client turns into a prompt and then repeats the call. Where the route asks for
 * it, production (or an account whose role is in MFA_REQUIRED_ROLES) also needs an authenticator app set up
 * (403 MFA_ENROLMENT_REQUIRED). Put it after SignedInGuard.
 */
@Injectable()
export class StepUpGuard implements CanActivate {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
    private readonly queryBus: QueryBus,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const user = request.user as SignedInUser | undefined;
    const routeAsks = this.reflector.getAllAndOverride<boolean | undefined>(SECOND_FACTOR_IN_PRODUCTION, [context.getHandler(), context.getClass()]);
    const needsSecondFactor = routeAsks && user && (this.config.isProduction || secondFactorRequiredFor(user.role, this.config.mfaRequiredRoles));
    if (needsSecondFactor && !(await this.queryBus.execute(new GetSecondFactorStatusQuery(user.id))).totpEnabled) {
      throw new SecondFactorEnrolmentRequiredError('Changing where payouts go');
    }
    if (!steppedUpRecently(request.session?.steppedUpAt, this.clock.now())) throw new StepUpRequiredError();
    return true;
  }
}

/**
 * For what moves money (banking details, tiers and rates, large refunds, webhook secrets) and turning a second
 * factor off. `secondFactorInProduction`: in production, or for a role in MFA_REQUIRED_ROLES, the account must have
 * an authenticator app set up (banking details: whoever receives payouts).
 */
export function RequiresStepUp(options: { secondFactorInProduction?: boolean } = {}): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(SECOND_FACTOR_IN_PRODUCTION, options.secondFactorInProduction ?? false),
    UseGuards(StepUpGuard),
    ApiDomainErrors(new StepUpRequiredError(), ...(options.secondFactorInProduction ? [new SecondFactorEnrolmentRequiredError('Changing where payouts go')] : [])),
  );
}
