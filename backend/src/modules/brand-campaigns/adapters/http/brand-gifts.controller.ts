import { Body, Controller, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { dollarsToCents } from '../../../../shared/domain/money';
import { ApiErrors, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
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
  @ApiErrors({
    400: { VALIDATION_FAILED: "campaignId must be a campaign id (a UUID) or 'default'", GIFT_EXPIRY_IN_PAST: 'expiresAt must be in the future.' },
    404: {
      PRODUCT_NOT_FOUND: 'Your brand has no product with the id 7c9e6679-7425-40de-944b-e07fc1f90ae7.',
      CREATOR_NOT_FOUND: 'No creator has the id 9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d. Gift offers go to creators found in Creator Discovery.',
      CAMPAIGN_NOT_FOUND: 'Your brand has no campaign with the id 5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80.',
      BRAND_NOT_FOUND: 'Your account has no brand yet. Register a brand at /brand-register.',
    },
    409: {
      GIFT_OFFER_ALREADY_PENDING: 'This creator already has a pending gift offer of this product. Wait for their answer or for it to expire.',
      CAMPAIGN_COMPLETED: 'This campaign is completed; gift offers need a campaign that is not completed.',
    },
    422: {
      CAMPAIGN_BUDGET_EXCEEDED: "This gift ($50.00) is more than the campaign's remaining budget of $20.00.",
      PRODUCT_UNAVAILABLE: 'Ember & Oak Small Batch Rye is not available, so it cannot be gifted. Make it available first.',
      CREATOR_WITHOUT_ACCOUNT: '@mayapours has no Rounds account yet, so nobody could accept a gift offer.',
    },
  })
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
