import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
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
  InvalidSecondFactorError,
  NoSignInAwaitingCodeError,
  PasswordCheckBusyError,
  RegisterUserCommand,
  SESSION_COOKIE,
  SignedInGuard,
  SignedInUser,
  SignInSessions,
  TooManySecondFactorAttemptsError,
  TooManySignInAttemptsError,
  VerifySecondFactorCommand,
  UsernameTakenError,
  VerifyAgeCommand,
} from '../../../identity';
import type { Account } from '../../application/account';
import { GetAccountQuery } from '../../application/queries/get-account/get-account.query';
import { LoginDto, MfaRequiredDto, RegisterDto, SignInCodeDto, UserDto } from './dto/account.dto';
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
    private readonly signIns: SignInSessions,
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
  async register(@Body() body: RegisterDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UserDto> {
    const user = await this.commandBus.execute(new RegisterUserCommand(body.username, body.password, body.email ?? null));
    await this.signIns.start(request, response, user, { steppedUp: true });
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
      'Checks username and password and starts a new session: the answer sets the session cookie rounds.sid (HttpOnly, SameSite=Lax); send it on every later call, and the device cookie rounds.device, which marks this browser as one that signed in. ' +
      'With an authenticator app set up (and this browser not trusted), the answer is {mfaRequired: true} instead and no session starts yet: send the code to POST /api/login/mfa. ' +
      'After 10 failed attempts for one username within 15 minutes, sign-ins for it answer 429 TOO_MANY_SIGN_IN_ATTEMPTS until the window passes, except from a browser that signed in to it before, or with a current code sent along as code (or an unused recovery code as recoveryCode). Those codes count toward the account\'s code limit: 5 wrong ones within 15 minutes answer 429 TOO_MANY_SECOND_FACTOR_ATTEMPTS until the window passes.',
  })
  @ApiBody({ type: LoginDto })
  @ApiExtraModels(UserDto, MfaRequiredDto)
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(UserDto) }, { $ref: getSchemaPath(MfaRequiredDto) }], example: { mfaRequired: true } },
    description: 'The account (Set-Cookie carries the session), or {mfaRequired: true}',
  })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new InvalidCredentialsError(), new TooManySignInAttemptsError(15), new TooManySecondFactorAttemptsError(15), new PasswordCheckBusyError(PASSWORD_CHECK_RETRY_AFTER_SECONDS))
  login(@Req() request: Request): Promise<UserDto | MfaRequiredDto> {
    const user = request.user as SignedInUser | undefined;
    if (!user) return Promise.resolve({ mfaRequired: true });
    return this.account(user.id);
  }

  @Post('login/mfa')
  @RateLimit('signIn')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Finish signing in with a code',
    description:
      'After POST /api/login answered {mfaRequired: true} in this browser (within 5 minutes): a current code from the authenticator app (each code is accepted once) or an unused recovery code (spent) starts the session, as POST /api/login does. ' +
      'trustBrowser skips the code in this browser for 30 days. Wrong codes: 401 INVALID_SECOND_FACTOR; 5 within 15 minutes answer 429 TOO_MANY_SECOND_FACTOR_ATTEMPTS until the window passes.',
  })
  @ApiOkResponse({ type: UserDto, description: 'The account; Set-Cookie carries the session' })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new InvalidSecondFactorError(), new NoSignInAwaitingCodeError(), new TooManySecondFactorAttemptsError(15))
  async loginMfa(@Body() body: SignInCodeDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<UserDto> {
    const userId = this.signIns.pendingUserId(request);
    if (!userId) throw new NoSignInAwaitingCodeError();
    await this.commandBus.execute(new VerifySecondFactorCommand(userId, body.code !== undefined ? { code: body.code } : { recoveryCode: body.recoveryCode }, 'sign_in'));
    await this.signIns.start(request, response, { id: userId }, { steppedUp: true, trustBrowser: body.trustBrowser ?? false });
    return this.account(userId);
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
    description: 'Records that the signed-in user confirmed being of legal drinking age (ageVerified becomes true; ageStatus unverified becomes self_attested, a stronger status stays) and answers the account. Idempotent: confirming again changes nothing.',
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
