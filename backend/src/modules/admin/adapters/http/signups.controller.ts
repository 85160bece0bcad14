import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors } from '../../../../shared/infrastructure/http/api-docs';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { RateLimit } from '../../../../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import { SubmitSignupCommand } from '../../application/commands/submit-signup/submit-signup.command';
import { GetSignupModalStateQuery } from '../../application/queries/get-signup-modal-state/get-signup-modal-state.query';
import { CreateSignupDto, SignupAcceptedDto, SignupModalStateDto } from './dto/back-office.dto';

/** The early-access popup: public. */
@ApiTags('Sign-ups')
@Controller()
export class SignupsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('signup-modal-state')
  @ApiOperation({
    summary: 'Whether the early-access popup is on',
    description: 'Says whether the site shows the early-access sign-up popup; off until an admin turns it on (PUT /api/admin/signup-modal-state). Changes nothing.',
  })
  @ApiOkResponse({ type: SignupModalStateDto })
  getSignupModalState(): Promise<SignupModalStateDto> {
    return this.queryBus.execute(new GetSignupModalStateQuery());
  }

  @Post('signups')
  @HttpCode(201)
  @RateLimit('anonymousWrite')
  @ApiOperation({
    summary: 'Sign up for early access',
    description:
      'Records an early-access sign-up (name, email, role) from the popup; admins see it in the Sign Ups tab. ' +
      'Idempotent by email: an email that already signed up (in any letter case) gets the same answer and no second row.',
  })
  @ApiCreatedResponse({ type: SignupAcceptedDto })
  @ApiDomainErrors(validationFailure(CreateSignupDto, { name: 'Maya', email: 'maya@', userType: 'curator' }))
  async submitSignup(@Body() body: CreateSignupDto): Promise<SignupAcceptedDto> {
    await this.commandBus.execute(new SubmitSignupCommand(body.name, body.email, body.userType));
    return { success: true };
  }
}
