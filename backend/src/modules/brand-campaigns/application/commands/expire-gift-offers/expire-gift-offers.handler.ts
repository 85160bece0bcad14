import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { GIFT_OFFER_STORE, GiftOfferStore } from '../../ports/gift-offer-store.port';
import { ExpireGiftOffersCommand } from './expire-gift-offers.command';

@CommandHandler(ExpireGiftOffersCommand)
export class ExpireGiftOffersHandler implements ICommandHandler<ExpireGiftOffersCommand, number> {
  constructor(@Inject(GIFT_OFFER_STORE) private readonly offers: GiftOfferStore) {}

  execute({ now }: ExpireGiftOffersCommand): Promise<number> {
    return this.offers.expireDue(now);
  }
}
