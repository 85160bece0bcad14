import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import type {} from 'express-session';
import { ApiDomainErrors, ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { RateLimit } from '../../../../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import {
  CurrentUser,
  InvalidCredentialsError,
  NotSignedInError,
  PASSWORD_CHECK_RETRY_AFTER_SECONDS,
  PasswordCheckBusyError,
  recordSignIn,
  RegisterUserCommand,
  SESSION_COOKIE,
  SignedInGuard,
  SignedInUser,
  TooManySignInAttemptsError,
  UsernameTakenError,
  VerifyAgeCommand,
} from '../../../identity';
import type { Account } from '../../application/account';
import { GetAccountQuery } from '../../application/queries/get-account/get-account.query';
import { LoginDto, RegisterDto, UserDto } from './dto/account.dto';
import { LocalAuthGuard } from './local-auth.guard';

/**
 * Sign-up, sign-in and the signed-in user's own account. Identity checks who someone is; the
 * answer (UserDto) also carries commissions' tier and rate and curation's profile.
 */
@ApiTags('Accounts')
@Controller()
export class AccountsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** The signed-in user's own account; 401 when signed out. */
  @Get('user')
  @UseGuards(SignedInGuard)
  @ApiOperation({
    summary: 'Your own account',
    description: 'The signed-in account with its role, curator tier and commission rate, and its creator profile fields. Changes nothing; use it to check whether a session cookie is still signed in.',
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: UserDto })
  getCurrentUser(@CurrentUser() user: SignedInUser): Promise<UserDto> {
    return this.account(user.id);
  }

  /** Creates an account and signs it in. */
  @Post('register')
  @RateLimit('anonymousWrite')
  @ApiOperation({
    summary: 'Create an account and sign in',
    description:
      'Creates a shopper account (role user, tier user) and starts its session: the answer sets the session cookie rounds.sid, as POST /api/login does. ' +
      'Usernames are unique in any letter case. Not idempotent: a second call with the same username answers 409 USERNAME_TAKEN.',
  })
  @ApiCreatedResponse({ type: UserDto, description: 'The new account; Set-Cookie carries its session' })
  @ApiDomainErrors(new UsernameTakenError('ryefan'), new PasswordCheckBusyError(PASSWORD_CHECK_RETRY_AFTER_SECONDS))
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<UserDto> {
    const user = await this.commandBus.execute(new RegisterUserCommand(body.username, body.password, body.email ?? null));
    await promisify(request.logIn.bind(request))(user);
    recordSignIn(request, new Date());
    return this.account(user.id);
  }

  /** Signs in with username and password; starts a new session. */
  @Post('login')
  @RateLimit('signIn')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @ApiOperation({
    summary: 'Sign in',
    description:
      'Checks username and password and starts a new session: the answer sets the session cookie rounds.sid (HttpOnly, SameSite=Lax); send it on every later call. ' +
      'After 10 failed attempts for one username within 15 minutes, sign-ins for it answer 429 TOO_MANY_SIGN_IN_ATTEMPTS until the window passes.',
  })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserDto, description: 'The account; Set-Cookie carries the session' })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new InvalidCredentialsError(), new TooManySignInAttemptsError(15), new PasswordCheckBusyError(PASSWORD_CHECK_RETRY_AFTER_SECONDS))
  login(@CurrentUser() user: SignedInUser): Promise<UserDto> {
    return this.account(user.id);
  }

  @Post('logout')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out',
    description: 'Ends the session and clears the session cookie. Idempotent: also 204 when already signed out.',
  })
  @ApiNoContentResponse({ description: 'Signed out (also when already signed out)' })
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await promisify(request.logout.bind(request))();
    await new Promise<void>((resolve) => (request.session ? request.session.destroy(() => resolve()) : resolve()));
    response.clearCookie(SESSION_COOKIE, { path: '/' });
  }

  /** Records that the signed-in user confirmed being 21 or older. */
  @Post('verify-age')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiOperation({
    summary: 'Confirm being 21 or older',
    description: 'Records that the signed-in user confirmed being of legal drinking age (ageVerified becomes true) and answers the account. Idempotent: confirming again changes nothing.',
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: UserDto })
  async verifyAge(@CurrentUser() user: SignedInUser): Promise<UserDto> {
    await this.commandBus.execute(new VerifyAgeCommand(user.id));
    return this.account(user.id);
  }

  private async account(userId: string): Promise<Account> {
    const account = await this.queryBus.execute(new GetAccountQuery(userId));
    if (!account) throw new NotSignedInError();
    return account;
  }
}
