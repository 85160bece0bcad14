import { BadRequestException, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Request } from 'express';
import { recordSignIn } from '../../../identity';
import { LoginDto } from './dto/account.dto';

/**
 * Checks the body first (guards run before pipes), then signs in through passport-local (the
 * strategy is identity's) and starts a new session.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const errors = await validate(plainToInstance(LoginDto, request.body ?? {}));
    if (errors.length) {
      throw new BadRequestException({ message: errors.flatMap((e) => Object.values(e.constraints ?? {})), code: 'VALIDATION_FAILED' });
    }
    const authenticated = (await super.canActivate(context)) as boolean;
    await super.logIn(request);
    recordSignIn(request, new Date());
    return authenticated;
  }
}
