import { Body, Controller, Get, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config';
import { BusinessRuleViolation } from '../../../../shared/domain/domain-error';
import { ApiDomainErrors, ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { clientAddress } from '../../../../shared/infrastructure/http/client-address';
import { RateLimit } from '../../../../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import {
  ConfirmPasswordCommand,
  DisableTotpCommand,
  EnableTotpCommand,
  GetSecondFactorStatusQuery,
  StartTotpSetupCommand,
  VerifySecondFactorCommand,
} from '../../application/commands/second-factor/second-factor.commands';
import { InvalidCredentialsError, TooManySignInAttemptsError } from '../../domain/identity.errors';
import { secondFactorRequiredFor, STEP_UP_VALID_MS } from '../../domain/second-factor';
import { InvalidSecondFactorError, TooManySecondFactorAttemptsError, TotpAlreadyEnabledError, TotpNotEnabledError, TotpSetupNotStartedError } from '../../domain/second-factor.errors';
import { RecoveryCodesDto, SecondFactorStatusDto, SteppedUpDto, StepUpDto, TotpCodeDto, TotpSetupDto } from './dto/second-factor.dto';
import { CurrentUser, SignedInGuard, SignedInUser } from './guards';
import { SignInSessions } from './sign-in-sessions';
import { RequiresStepUp } from './step-up.guard';

/** Settings' two-step sign-in (an authenticator app, recovery codes) and the step-up before money-moving changes. */
@ApiTags('Account security')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('user')
export class SecondFactorController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    private readonly signIns: SignInSessions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('mfa')
  @ApiOperation({ summary: 'Your two-step sign-in', description: 'Whether an authenticator app is set up, how many recovery codes are left, and whether your role needs one. Changes nothing.' })
  @ApiOkResponse({ type: SecondFactorStatusDto })
  async getSecondFactorStatus(@CurrentUser() user: SignedInUser): Promise<SecondFactorStatusDto> {
    const status = await this.queryBus.execute(new GetSecondFactorStatusQuery(user.id));
    return { ...status, required: secondFactorRequiredFor(user.role, this.config.mfaRequiredRoles) };
  }

  @Post('mfa/totp/setup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start setting up an authenticator app',
    description:
      'Makes a new TOTP secret (RFC 6238: SHA-1, 30 seconds, 6 digits) and answers it with its otpauth:// URI for the QR code. Not in force until POST /api/user/mfa/totp/enable confirms it with a code; ' +
      'calling it again replaces an unconfirmed secret. 409 TOTP_ALREADY_ENABLED when one is in force.',
  })
  @ApiOkResponse({ type: TotpSetupDto })
  @ApiDomainErrors(new TotpAlreadyEnabledError())
  startTotpSetup(@CurrentUser() user: SignedInUser): Promise<TotpSetupDto> {
    return this.commandBus.execute(new StartTotpSetupCommand(user.id, user.username));
  }

  @Post('mfa/totp/enable')
  @HttpCode(200)
  @RateLimit('signIn')
  @ApiOperation({
    summary: 'Confirm the authenticator app with a first code',
    description:
      'Puts the secret from the set-up in force once a current code proves the app has it, and answers ten single-use recovery codes (stored hashed: shown this once). ' +
      'From then on sign-in asks for a code after the password. Wrong codes count toward the limit of 5 per 15 minutes.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new InvalidSecondFactorError(), new TotpSetupNotStartedError(), new TotpAlreadyEnabledError(), new TooManySecondFactorAttemptsError(15))
  async enableTotp(@CurrentUser() user: SignedInUser, @Body() body: TotpCodeDto, @Req() request: Request): Promise<RecoveryCodesDto> {
    const answer = await this.commandBus.execute(new EnableTotpCommand(user.id, body.code.trim()));
    this.signIns.markSteppedUp(request);
    return answer;
  }

  @Post('mfa/totp/disable')
  @HttpCode(204)
  @RequiresStepUp()
  @ApiOperation({
    summary: 'Turn the authenticator app off',
    description: 'Removes the secret and the recovery codes, and stops trusting browsers for it. Needs a fresh confirmation (POST /api/user/step-up within the last 5 minutes), else 403 STEP_UP_REQUIRED.',
  })
  @ApiNoContentResponse({ description: 'Turned off' })
  @ApiDomainErrors(new TotpNotEnabledError())
  async disableTotp(@CurrentUser() user: SignedInUser): Promise<void> {
    await this.commandBus.execute(new DisableTotpCommand(user.id));
  }

  @Post('step-up')
  @HttpCode(200)
  @RateLimit('signIn')
  @ApiOperation({
    summary: 'Confirm it is you before a change that moves money',
    description:
      'With an authenticator app set up: a current code (each code once) or an unused recovery code; without one: your password. For the next 5 minutes this session may change banking details, tiers and rates, approve large refunds, ' +
      'create or rotate webhook secrets and turn the second factor off. Wrong answers count toward the sign-in and code limits.',
  })
  @ApiOkResponse({ type: SteppedUpDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new InvalidSecondFactorError(), new InvalidCredentialsError(), new TooManySecondFactorAttemptsError(15), new TooManySignInAttemptsError(15))
  async stepUp(@CurrentUser() user: SignedInUser, @Body() body: StepUpDto, @Req() request: Request): Promise<SteppedUpDto> {
    const { totpEnabled } = await this.queryBus.execute(new GetSecondFactorStatusQuery(user.id));
    if (totpEnabled) {
      if (body.code === undefined && body.recoveryCode === undefined) throw new BusinessRuleViolation('SECOND_FACTOR_EXPECTED', 'Send code (from your authenticator app) or recoveryCode: this account has two-step sign-in.');
      await this.commandBus.execute(new VerifySecondFactorCommand(user.id, body.code !== undefined ? { code: body.code } : { recoveryCode: body.recoveryCode }));
    } else {
      if (body.password === undefined) throw new BusinessRuleViolation('PASSWORD_EXPECTED', 'Send password: this account has no authenticator app set up.');
      await this.commandBus.execute(new ConfirmPasswordCommand(user.username, body.password, clientAddress(request)));
    }
    this.signIns.markSteppedUp(request);
    return { validUntil: new Date(Date.parse(request.session.steppedUpAt!) + STEP_UP_VALID_MS) };
  }
}
