import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiAcceptedResponse, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDomainErrors, ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { RateLimit } from '../../../../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import {
  ChangeEmailCommand,
  ChangePasswordCommand,
  ConfirmEmailVerificationCommand,
  CurrentUser,
  InvalidAccountTokenError,
  NoEmailAddressError,
  PASSWORD_RESET_TTL_MINUTES,
  RequestEmailVerificationCommand,
  RequestPasswordResetCommand,
  ResetPasswordCommand,
  SignedInGuard,
  SignedInUser,
  WrongCurrentPasswordError,
} from '../../../identity';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  EmailVerificationConfirmDto,
  PasswordResetConfirmDto,
  PasswordResetRequestDto,
  PasswordResetRequestedDto,
} from './dto/account-recovery.dto';

const RESET_REQUESTED = `If an account uses this address, we sent it a link to choose a new password. The link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes.`;

/** Forgotten passwords, password and address changes, and confirming an address: identity's commands over HTTP. */
@ApiTags('Account recovery')
@Controller()
export class AccountRecoveryController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('auth/password-reset')
  @HttpCode(202)
  @RateLimit('anonymousWrite')
  @ApiOperation({
    summary: 'Ask for a password reset link',
    description:
      `Mails each active account with this address a link to {PUBLIC_ORIGIN}/auth/reset?token=…; the link works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes, and a newer one replaces it. ` +
      'Always 202 with the same body, whether or not an account uses the address (no account enumeration). At most 5 mails per address and 3 per account an hour; past that the answer stays the same and nothing is sent.',
  })
  @ApiAcceptedResponse({ type: PasswordResetRequestedDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  async requestPasswordReset(@Body() body: PasswordResetRequestDto): Promise<PasswordResetRequestedDto> {
    await this.commandBus.execute(new RequestPasswordResetCommand(body.email));
    return { message: RESET_REQUESTED };
  }

  @Post('auth/password-reset/confirm')
  @HttpCode(204)
  @RateLimit('anonymousWrite')
  @ApiOperation({
    summary: 'Choose a new password with a reset link',
    description: 'Sets the password (the sign-up rules: 8 to 200 characters) with the token of a reset link, uses the token up and ends every session of the account: sign in again with the new password.',
  })
  @ApiNoContentResponse({ description: 'The password is changed; every session of the account ended' })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new InvalidAccountTokenError('reset'))
  async confirmPasswordReset(@Body() body: PasswordResetConfirmDto): Promise<void> {
    await this.commandBus.execute(new ResetPasswordCommand(body.token, body.password));
  }

  @Post('user/settings/password')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiSignedIn()
  @ApiOperation({
    summary: 'Change your password',
    description: 'Checks the current password and sets the new one (the sign-up rules). This session stays signed in; every other session of the account ends, and unused reset links stop working.',
  })
  @ApiNoContentResponse({ description: 'Changed; other sessions ended' })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new WrongCurrentPasswordError())
  async changePassword(@CurrentUser() user: SignedInUser, @Body() body: ChangePasswordDto, @Req() request: Request): Promise<void> {
    await this.commandBus.execute(new ChangePasswordCommand(user.id, body.currentPassword, body.newPassword, request.sessionID));
  }

  @Post('user/settings/email')
  @HttpCode(202)
  @UseGuards(SignedInGuard)
  @ApiSignedIn()
  @ApiOperation({
    summary: 'Change your e-mail address',
    description:
      'Checks the current password and mails a confirmation link ({PUBLIC_ORIGIN}/auth/verify?token=…) to the new address. The new address takes effect, verified, only when that link is confirmed; until then the current one stays.',
  })
  @ApiAcceptedResponse({ description: 'The confirmation link is on its way to the new address' })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new WrongCurrentPasswordError())
  async changeEmail(@CurrentUser() user: SignedInUser, @Body() body: ChangeEmailDto): Promise<void> {
    await this.commandBus.execute(new ChangeEmailCommand(user.id, body.email, body.currentPassword));
  }

  @Post('user/email/verification')
  @HttpCode(202)
  @UseGuards(SignedInGuard)
  @RateLimit('anonymousWrite')
  @ApiSignedIn()
  @ApiOperation({
    summary: 'Mail a new confirmation link',
    description: 'Mails a link to {PUBLIC_ORIGIN}/auth/verify?token=… to your address (or to the new one waiting for confirmation); it works once, for 48 hours, and replaces earlier links.',
  })
  @ApiAcceptedResponse({ description: 'The link is on its way' })
  @ApiDomainErrors(new NoEmailAddressError())
  async requestEmailVerification(@CurrentUser() user: SignedInUser): Promise<void> {
    await this.commandBus.execute(new RequestEmailVerificationCommand(user.id));
  }

  @Post('user/email/verification/confirm')
  @HttpCode(204)
  @RateLimit('anonymousWrite')
  @ApiOperation({
    summary: 'Confirm an e-mail address',
    description: 'Confirms the address a verification link was mailed to, with its token: it becomes the account\'s address and GET /api/user answers emailVerified true. Works without a session (the link may be opened on another device); the token is used up.',
  })
  @ApiNoContentResponse({ description: 'Confirmed' })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new InvalidAccountTokenError('verification'))
  async confirmEmailVerification(@Body() body: EmailVerificationConfirmDto): Promise<void> {
    await this.commandBus.execute(new ConfirmEmailVerificationCommand(body.token));
  }
}
