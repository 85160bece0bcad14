import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors, ApiErrors } from '../../../../shared/infrastructure/http/api-docs';
import { BrandNameTakenError } from '../../../catalog';
import { PASSWORD_CHECK_RETRY_AFTER_SECONDS, PasswordCheckBusyError, UsernameTakenError } from '../../../identity';
import { RateLimit } from '../../../../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import { RegisterBrandCommand } from '../../application/commands/register-brand/register-brand.command';
import { RegisterBrandDto, RegisteredBrandDto } from './dto/brand-campaigns.dto';

export const BRAND_REGISTERED_MESSAGE = 'Brand account created successfully. You can now sign in.';

@ApiTags('Brands')
@Controller('auth')
export class BrandRegistrationController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('register-brand')
  @RateLimit('anonymousWrite')
  @ApiOperation({
    summary: 'Register a brand account',
    description:
      'Creates a brand account (role brand) and its brand (owned by that account) in one transaction: when either part fails, nothing is created. ' +
      'The same rules as POST /api/register (username 3-50 letters, digits, dots, dashes or underscores; password at least 8 characters), and email is required. ' +
      'Usernames and brand names are unique in any letter case (409). Does not sign in: sign in with POST /api/login. Not idempotent: repeating it answers 409.',
  })
  @ApiCreatedResponse({ type: RegisteredBrandDto, description: 'The account and its brand' })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new UsernameTakenError('highlandspirits'), new BrandNameTakenError('Highland Spirits'), new PasswordCheckBusyError(PASSWORD_CHECK_RETRY_AFTER_SECONDS))
  async registerBrand(@Body() body: RegisterBrandDto): Promise<RegisteredBrandDto> {
    const registered = await this.commandBus.execute(new RegisterBrandCommand(body.username, body.password, body.email, body.brandName, body.description ?? null));
    return { ...registered, message: BRAND_REGISTERED_MESSAGE };
  }
}
