import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { FindCreatorsByIdsQuery } from '../../../../curation';
import { GiftOfferNotFoundError } from '../../../domain/brand-campaigns.errors';
import { GIFT_OFFER_STORE, GiftOfferStore, GiftOfferView } from '../../ports/gift-offer-store.port';
import { RespondToGiftOfferCommand } from './respond-to-gift-offer.command';

@CommandHandler(RespondToGiftOfferCommand)
export class RespondToGiftOfferHandler implements ICommandHandler<RespondToGiftOfferCommand, GiftOfferView> {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(GIFT_OFFER_STORE) private readonly offers: GiftOfferStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, offerId, answer }: RespondToGiftOfferCommand): Promise<GiftOfferView> {
    const offer = await this.offers.findById(offerId);
    // Someone else's offer is reported exactly like one that does not exist.
    const [recipient] = offer ? await this.queryBus.execute(new FindCreatorsByIdsQuery([offer.recipientId])) : [];
    if (!offer || recipient?.userId !== userId) throw new GiftOfferNotFoundError(offerId);
    return this.offers.respond(offerId, answer, this.clock.now());
  }
}
