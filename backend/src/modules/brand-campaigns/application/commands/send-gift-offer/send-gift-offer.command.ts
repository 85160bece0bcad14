import { Command } from '@nestjs/cqrs';
import type { Cents } from '../../../../../shared/domain/money';
import type { BrandCaller } from '../../brand-of-caller';
import type { GiftOfferView } from '../../ports/gift-offer-store.port';

/** POST /api/brands/gifts. campaignId 'default': the brand's first campaign, a new draft gifting campaign when it has none. */
export class SendGiftOfferCommand extends Command<GiftOfferView> {
  constructor(
    readonly caller: BrandCaller,
    readonly offer: { campaignId: string | 'default'; recipientId: string; productId: string; message: string | null; valueCents: Cents; expiresAt: Date },
  ) {
    super();
  }
}
