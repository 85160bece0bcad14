import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { BRAND_ACCOUNTS, BrandAccounts } from '../../../../catalog';
import { FindCreatorsByIdsQuery } from '../../../../curation';
import { OUTBOX, Outbox } from '../../../../notifications';
import { GiftOfferNotFoundError } from '../../../domain/brand-campaigns.errors';
import { GIFT_OFFER_STORE, GiftOfferStore, GiftOfferView } from '../../ports/gift-offer-store.port';
import { RespondToGiftOfferCommand } from './respond-to-gift-offer.command';

@CommandHandler(RespondToGiftOfferCommand)
export class RespondToGiftOfferHandler implements ICommandHandler<RespondToGiftOfferCommand, GiftOfferView> {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(GIFT_OFFER_STORE) private readonly offers: GiftOfferStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(BRAND_ACCOUNTS) private readonly brands: BrandAccounts,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  async execute({ userId, offerId, answer }: RespondToGiftOfferCommand): Promise<GiftOfferView> {
    const offer = await this.offers.findById(offerId);
    // Someone else's offer is reported exactly like one that does not exist.
    const [recipient] = offer ? await this.queryBus.execute(new FindCreatorsByIdsQuery([offer.recipientId])) : [];
    if (!offer || recipient?.userId !== userId) throw new GiftOfferNotFoundError(offerId);
    const [product] = await this.brands.findProducts([offer.productId]);
    const brand = offer.brandId ? await this.brands.findById(offer.brandId) : null;
    const brandUserId = brand?.userId ?? null;
    return this.offers.respond(offerId, answer, this.clock.now(), async (tx) => {
      // The brand hears of the answer (mail it may turn off), in the answer's transaction.
      if (!brandUserId) return;
      const data = { offerId, creatorName: recipient.name ?? recipient.handle, productName: product?.name ?? 'the product' };
      await this.outbox.record(tx, { type: answer === 'accepted' ? 'gift_offer.accepted' : 'gift_offer.declined', recipient: { userId: brandUserId }, data });
    });
  }
}
