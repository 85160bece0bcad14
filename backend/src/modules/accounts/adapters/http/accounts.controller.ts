import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import type {} from 'express-session';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';
import { RateLimit } from '../../../../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import { CurrentUser, NotSignedInError, RegisterUserCommand, SESSION_COOKIE, SignedInGuard, SignedInUser, VerifyAgeCommand } from '../../../identity';
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
  @ApiCookieAuth()
  @ApiOkResponse({ type: UserDto })
  @ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
  getCurrentUser(@CurrentUser() user: SignedInUser): Promise<UserDto> {
    return this.account(user.id);
  }

  /** Creates an account and signs it in. */
  @Post('register')
  @RateLimit('anonymousWrite')
  @RateLimit('anonymousWrite')
  @ApiResponse({ status: 201, type: UserDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'Missing or invalid username, password or email' })
  @ApiResponse({ status: 409, type: ErrorDto, description: 'Username taken (in any letter case)' })
  @ApiResponse({ status: 429, type: ErrorDto, description: 'Too many registrations from this address, or the server is busy checking passwords (Retry-After)' })
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<UserDto> {
    const user = await this.commandBus.execute(new RegisterUserCommand(body.username, body.password, body.email ?? null));
    await promisify(request.logIn.bind(request))(user);
    return this.account(user.id);
  }

  /** Signs in with username and password; starts a new session. */
  @Post('login')
  @RateLimit('signIn')
  @RateLimit('signIn')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'Missing username or password' })
  @ApiResponse({ status: 401, type: ErrorDto, description: 'Wrong username or password' })
  @ApiResponse({ status: 429, type: ErrorDto, description: 'Too many failed sign-ins for this username, too many attempts from this address, or the server is busy checking passwords (Retry-After)' })
  login(@CurrentUser() user: SignedInUser): Promise<UserDto> {
    return this.account(user.id);
  }

  @Post('logout')
  @HttpCode(204)
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
  @ApiOkResponse({ type: UserDto })
  @ApiResponse({ status: 401, type: ErrorDto })
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
