import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import { clientAddress } from '../../../../shared/infrastructure/http/client-address';
import { AuthenticateUserCommand } from '../../application/commands/authenticate-user/authenticate-user.command';
import type { AuthenticatedAccount } from '../../application/commands/authenticate-user/authenticate-user.command';
import { SignInSessions } from './sign-in-sessions';

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly signIns: SignInSessions,
  ) {
    super({ usernameField: 'username', passwordField: 'password', passReqToCallback: true });
  }

  validate(request: Request, username: string, password: string): Promise<AuthenticatedAccount> {
    const code = typeof request.body?.code === 'string' ? (request.body.code as string) : null;
    const recoveryCode = typeof request.body?.recoveryCode === 'string' ? (request.body.recoveryCode as string) : null;
    return this.commandBus.execute(new AuthenticateUserCommand(username.trim(), password, clientAddress(request), this.signIns.browserTokenHash(request), code, recoveryCode));
  }
}
