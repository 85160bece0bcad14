import { BadRequestException, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request, Response } from 'express';
import { AuthenticatedAccount, SignInSessions } from '../../../identity';
import { LoginDto } from './dto/account.dto';

/**
 * Checks the body first (guards run before pipes), then the password through passport-local (the strategy is
 * identity's). Without a second factor due, the session starts here; with one due, the session only remembers
 * that this browser is half-way (POST /api/login/mfa finishes it) and the request stays signed out.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(private readonly signIns: SignInSessions) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const errors = await validate(plainToInstance(LoginDto, request.body ?? {}));
    if (errors.length) {
      throw new BadRequestException({ message: errors.flatMap((e) => Object.values(e.constraints ?? {})), code: 'VALIDATION_FAILED' });
    }
    const authenticated = (await super.canActivate(context)) as boolean;
    const account = request.user as AuthenticatedAccount;
    if (account.secondFactorDue) {
      request.user = undefined;
      this.signIns.awaitSecondFactor(request, account.id);
    } else {
      await this.signIns.start(request, context.switchToHttp().getResponse<Response>(), account, { steppedUp: account.steppedUp });
    }
    return authenticated;
  }
}
