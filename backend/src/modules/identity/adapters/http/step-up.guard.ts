import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CLOCK, Clock } from '../../../../shared/application/clock.port';
import { ApiDomainErrors } from '../../../../shared/infrastructure/http/api-docs';
import { STEP_UP_VALID_MS } from '../../domain/second-factor';
import { StepUpRequiredError } from '../../domain/second-factor.errors';

/** Whether a session that stepped up at `steppedUpAt` (ISO time) still counts as fresh at `now`. */
export function steppedUpRecently(steppedUpAt: string | undefined, now: Date): boolean {
  return steppedUpAt !== undefined && now.getTime() - Date.parse(steppedUpAt) <= STEP_UP_VALID_MS;
}

/**
 * Lets a change through only when this session confirmed a second factor (or the password, for an account
 * without one) within the last 5 minutes: POST /api/user/step-up, or the sign-in itself. Otherwise 403
 * STEP_UP_REQUIRED, which the client turns into a prompt and then repeats the call. Put it after SignedInGuard.
 */
@Injectable()
export class StepUpGuard implements CanActivate {
  constructor(@Inject(CLOCK) private readonly clock: Clock) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    if (!steppedUpRecently(request.session?.steppedUpAt, this.clock.now())) throw new StepUpRequiredError();
    return true;
  }
}

/** For what moves money (banking details, tiers and rates, large refunds, webhook secrets) and turning a second factor off. */
export function RequiresStepUp(): MethodDecorator & ClassDecorator {
  return applyDecorators(UseGuards(StepUpGuard), ApiDomainErrors(new StepUpRequiredError()));
}
