import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiCookieAuth, ApiNoContentResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import type {} from 'express-session';
import { RegisterUserCommand } from '../../application/commands/register-user/register-user.command';
import { VerifyAgeCommand } from '../../application/commands/verify-age/verify-age.command';
import { ErrorDto, LoginDto, RegisterDto, UserDto } from './dto/auth.dto';
import { CurrentUser, LocalAuthGuard, SignedInGuard, SignedInUser } from './guards';

export const SESSION_COOKIE = 'rounds.sid';

@ApiTags('Accounts')
@Controller()
export class AuthController {
  constructor(private readonly commandBus: CommandBus) {}

  /** The signed-in user's own account; 401 when signed out. */
  @Get('user')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth()
  @ApiOkResponse({ type: UserDto })
  @ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
  getCurrentUser(@CurrentUser() user: SignedInUser): UserDto {
    return user;
  }

  /** Creates an account and signs it in. */
  @Post('register')
  @ApiResponse({ status: 201, type: UserDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'Missing or invalid username, password or email' })
  @ApiResponse({ status: 409, type: ErrorDto, description: 'Username taken' })
  async register(@Body() body: RegisterDto, @Req() request: Request): Promise<UserDto> {
    const user = await this.commandBus.execute(new RegisterUserCommand(body.username, body.password, body.email ?? null));
    await promisify(request.logIn.bind(request))(user);
    return user;
  }

  /** Signs in with username and password; starts a new session. */
  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'Missing username or password' })
  @ApiResponse({ status: 401, type: ErrorDto, description: 'Wrong username or password' })
  @ApiResponse({ status: 429, type: ErrorDto, description: 'Too many failed sign-ins' })
  login(@CurrentUser() user: SignedInUser): UserDto {
    return user;
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
  verifyAge(@CurrentUser() user: SignedInUser): Promise<UserDto> {
    return this.commandBus.execute(new VerifyAgeCommand(user.id));
  }
}
