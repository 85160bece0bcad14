import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { CurrentUser, RequiresStepUp, SignedInGuard, SignedInUser } from '../../../identity';
import { SaveBankingDetailsCommand } from '../../application/commands/save-banking-details/save-banking-details.command';
import { GetBankingSummaryQuery } from '../../application/queries/get-banking-summary/get-banking-summary.query';
import { GetCuratorLevelQuery } from '../../application/queries/get-curator-level/get-curator-level.query';
import { BankingDetailsAnswerDto, BankingSummaryDto, CuratorLevelDto, SaveBankingDetailsDto } from './dto/banking.dto';

/** The settings dialog: Profile Settings' curator level and Banking Details. */
@ApiTags('Profile')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('user/settings')
export class BankingSettingsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('banking')
  @HttpCode(200)
  @RequiresStepUp({ secondFactorInProduction: true })
  @ApiOperation({
    summary: 'Save your banking details',
    description:
      'Saves where your payouts go, replacing any saved before: holder, bank, a 9-digit ABA routing number (check digit verified), an account number of 4–17 digits, checking or savings. ' +
      'Every missing or bad field is named in the 400 answer. Stored encrypted (AES-256-GCM); the answer and every later read show only the bank, the type and the last 4 digits. Repeating it changes nothing more. ' +
      'Needs a fresh confirmation (the sign-in or POST /api/user/step-up within the last 5 minutes, else 403 STEP_UP_REQUIRED); in production, or where MFA_REQUIRED_ROLES lists your role, also an authenticator app set up (else 403 MFA_ENROLMENT_REQUIRED).',
  })
  @ApiOkResponse({ type: BankingSummaryDto, description: 'What is saved, as it will be shown' })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  async saveBanking(@CurrentUser() user: SignedInUser, @Body() body: SaveBankingDetailsDto): Promise<BankingSummaryDto> {
    return this.commandBus.execute(new SaveBankingDetailsCommand(user.id, { ...body }));
  }

  @Get('banking')
  @ApiOperation({
    summary: 'Your saved banking details (bank, type, last 4)',
    description: 'Whether banking details are saved, and only the bank name, the account type and the last 4 digits of the account number. Changes nothing.',
  })
  @ApiOkResponse({ type: BankingDetailsAnswerDto })
  async getBanking(@CurrentUser() user: SignedInUser): Promise<BankingDetailsAnswerDto> {
    return { bankingDetails: await this.queryBus.execute(new GetBankingSummaryQuery(user.id)) };
  }

  @Get('curator-level')
  @ApiOperation({
    summary: 'Your curator level and the way to the next',
    description: 'Your curator level, commission rate and total sales, the next level with the sales still needed (thresholds $1,000 / $10,000 / $50,000), or none at Platinum. Changes nothing.',
  })
  @ApiOkResponse({ type: CuratorLevelDto })
  async getCuratorLevel(@CurrentUser() user: SignedInUser): Promise<CuratorLevelDto> {
    const level = await this.queryBus.execute(new GetCuratorLevelQuery(user.id));
    return {
      curatorStatus: level.tier,
      label: level.label,
      commissionRate: level.commissionRate,
      totalSalesGenerated: centsToDollars(level.totalSalesCents),
      nextLevel: level.next
        ? { tier: level.next.tier, label: level.next.label, threshold: centsToDollars(level.next.thresholdCents), remaining: centsToDollars(level.next.remainingCents) }
        : null,
      progressPercent: level.progressPercent,
    };
  }
}
