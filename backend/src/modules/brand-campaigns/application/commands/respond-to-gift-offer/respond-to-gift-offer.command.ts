import { Command } from '@nestjs/cqrs';
import type { GiftOfferView } from '../../ports/gift-offer-store.port';

/** POST /api/user/partnerships/{id}/accept|decline: only the recipient creator's account, only while pending and unexpired. */
export class RespondToGiftOfferCommand extends Command<GiftOfferView> {
  constructor(
    readonly userId: string,
    readonly offerId: string,
    readonly answer: 'accepted' | 'declined',
  ) {
    super();
  }
}
