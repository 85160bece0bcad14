import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { BRAND_ACCOUNTS, BrandAccounts } from '../../../../catalog';
import { FindCreatorsByIdsQuery } from '../../../../curation';
import { OUTBOX, Outbox } from '../../../../notifications';
import {
  CampaignCompletedError,
  CampaignNotFoundError,
  GiftExpiryInPastError,
  GiftProductNotFoundError,
  GiftProductUnavailableError,
  GiftRecipientNotFoundError,
  GiftRecipientWithoutAccountError,
} from '../../../domain/brand-campaigns.errors';
import { INITIAL_CAMPAIGN_STATUS } from '../../../domain/campaign-status';
import { BrandOfCaller } from '../../brand-of-caller';
import { CAMPAIGN_STORE, CampaignStore, CampaignView } from '../../ports/campaign-store.port';
import { GIFT_OFFER_STORE, GiftOfferStore, GiftOfferView } from '../../ports/gift-offer-store.port';
import { SendGiftOfferCommand } from './send-gift-offer.command';

/** The campaign a brand's first gift creates when it has none (campaignId 'default', as the specification's call sends it). */
export const DEFAULT_GIFTING_CAMPAIGN_NAME = 'Gifting';

@CommandHandler(SendGiftOfferCommand)
export class SendGiftOfferHandler implements ICommandHandler<SendGiftOfferCommand, GiftOfferView> {
  constructor(
    private readonly brandOfCaller: BrandOfCaller,
    private readonly queryBus: QueryBus,
    @Inject(BRAND_ACCOUNTS) private readonly brands: BrandAccounts,
    @Inject(CAMPAIGN_STORE) private readonly campaigns: CampaignStore,
    @Inject(GIFT_OFFER_STORE) private readonly offers: GiftOfferStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  async execute({ caller, offer }: SendGiftOfferCommand): Promise<GiftOfferView> {
    const now = this.clock.now();
    const brand = await this.brandOfCaller.resolve(caller);
    if (offer.expiresAt.getTime() <= now.getTime()) throw new GiftExpiryInPastError();

    const [product] = await this.brands.findProducts([offer.productId]);
    if (!product || product.brandId !== brand.id) throw new GiftProductNotFoundError(offer.productId);
    if (!product.available) throw new GiftProductUnavailableError(product.name);

    const [creator] = await this.queryBus.execute(new FindCreatorsByIdsQuery([offer.recipientId]));
    if (!creator) throw new GiftRecipientNotFoundError(offer.recipientId);
    if (!creator.userId) throw new GiftRecipientWithoutAccountError(creator.handle);

    const campaign = await this.campaignFor(brand.id, offer.campaignId);
    if (campaign.status === 'completed') throw new CampaignCompletedError();
    const recipientUserId = creator.userId;
    return this.offers.create(
      { campaignId: campaign.id, recipientId: creator.id, productId: product.id, message: offer.message, valueCents: offer.valueCents, expiresAt: offer.expiresAt },
      now,
      // The creator hears of the offer (mail they may turn off), in the offer's transaction.
      (tx, offerId) => this.outbox.record(tx, { type: 'gift_offer.received', recipient: { userId: recipientUserId }, data: { offerId, brandName: brand.name, productName: product.name } }),
    );
  }

  private async campaignFor(brandId: string, campaignId: string): Promise<CampaignView> {
    if (campaignId !== 'default') {
      const campaign = await this.campaigns.findOfBrand(brandId, campaignId);
      if (!campaign) throw new CampaignNotFoundError(campaignId);
      return campaign;
    }
    return (
      (await this.campaigns.firstOfBrand(brandId)) ??
      this.campaigns.create(brandId, { name: DEFAULT_GIFTING_CAMPAIGN_NAME, description: null, type: 'gifting', status: INITIAL_CAMPAIGN_STATUS, budgetCents: null, spentCents: 0, startDate: null, endDate: null })
    );
  }
}
