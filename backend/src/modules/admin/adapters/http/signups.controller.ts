import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';
import { RateLimit } from '../../../../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import { SubmitSignupCommand } from '../../application/commands/submit-signup/submit-signup.command';
import { GetSignupModalStateQuery } from '../../application/queries/get-signup-modal-state/get-signup-modal-state.query';
import { CreateSignupDto, SignupAcceptedDto, SignupModalStateDto } from './dto/back-office.dto';

/** The early-access popup (seed 001 §2 Overlays, §4, §5): public. */
@ApiTags('Sign-ups')
@Controller()
export class SignupsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('signup-modal-state')
  @ApiOperation({ summary: 'Whether the early-access popup is on', description: 'Off until an admin turns it on.' })
  @ApiOkResponse({ type: SignupModalStateDto })
  getSignupModalState(): Promise<SignupModalStateDto> {
    return this.queryBus.execute(new GetSignupModalStateQuery());
  }

  @Post('signups')
  @HttpCode(201)
  @RateLimit('anonymousWrite')
  @ApiOperation({ summary: 'Sign up for early access', description: 'An email that already signed up (in any letter case) gets the same answer and no second row.' })
  @ApiResponse({ status: 201, type: SignupAcceptedDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: "'Name is required', 'Please enter a valid email address' or 'Please select your role'" })
  @ApiResponse({ status: 429, type: ErrorDto, description: 'Too many sign-ups from this address (Retry-After)' })
  async submitSignup(@Body() body: CreateSignupDto): Promise<SignupAcceptedDto> {
    await this.commandBus.execute(new SubmitSignupCommand(body.name, body.email, body.userType));
    return { success: true };
  }
}
