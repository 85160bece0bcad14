import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { dollarsToCents } from '../../../../shared/domain/money';
import { ApiDomainErrors, ApiRoles, EXAMPLE_IDS } from '../../../../shared/infrastructure/http/api-docs';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import {
  BrandOfAccountNotFoundError,
  CampaignBudgetExceededError,
  CampaignCompletedError,
  CampaignNotFoundError,
  GiftExpiryInPastError,
  GiftOfferAlreadyPendingError,
  GiftProductNotFoundError,
  GiftProductUnavailableError,
  GiftRecipientNotFoundError,
  GiftRecipientWithoutAccountError,
} from '../../domain/brand-campaigns.errors';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { SendGiftOfferCommand } from '../../application/commands/send-gift-offer/send-gift-offer.command';
import { toGiftOfferDto } from './brand-campaigns.helpers';
import { GiftOfferDto, SendGiftOfferDto } from './dto/brand-campaigns.dto';

@ApiTags('Brands')
@Controller('brands/gifts')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('brand')
@ApiRoles('brand')
export class BrandGiftsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @ApiOperation({
    summary: 'Send a creator a gift offer',
    description:
      "Offers a creator one of your brand's available products, worth `value` dollars, until expiresAt. campaignId 'default' uses your first campaign (creating a draft gifting campaign when you have none). " +
      "The campaign's spent plus value must fit its budget (422 names what is left); a creator has at most one pending offer per product (409). The creator sees it in GET /api/user/partnerships and accepts or declines it there. Not idempotent: a repeat answers 409 while the first is pending.",
  })
  @ApiCreatedResponse({ type: GiftOfferDto })
  @ApiDomainErrors(
    validationFailure(SendGiftOfferDto, { campaignId: 'holiday', recipientId: EXAMPLE_IDS.creator, productId: EXAMPLE_IDS.product, value: 50, expiresAt: '2026-12-23T12:00:00Z' }),
    new GiftExpiryInPastError(),
    new GiftProductNotFoundError(EXAMPLE_IDS.product),
    new GiftRecipientNotFoundError(EXAMPLE_IDS.creator),
    new CampaignNotFoundError(EXAMPLE_IDS.other),
    new BrandOfAccountNotFoundError(),
    new GiftOfferAlreadyPendingError(),
    new CampaignCompletedError(),
    new CampaignBudgetExceededError('20.00', '50.00'),
    new GiftProductUnavailableError('Ember & Oak Small Batch Rye'),
    new GiftRecipientWithoutAccountError('mayapours'),
  )
  async sendGiftOffer(@CurrentUser() user: SignedInUser, @Body() body: SendGiftOfferDto): Promise<GiftOfferDto> {
    const offer = await this.commandBus.execute(
      new SendGiftOfferCommand(
        { userId: user.id, role: user.role },
        { campaignId: body.campaignId.toLowerCase(), recipientId: body.recipientId, productId: body.productId, message: body.message ?? null, valueCents: dollarsToCents(body.value), expiresAt: new Date(body.expiresAt) },
      ),
    );
    return toGiftOfferDto(offer);
  }
}
