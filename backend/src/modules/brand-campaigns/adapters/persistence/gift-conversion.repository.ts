import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { AcceptedGift } from '../../../commissions';
import type { GiftConversions } from '../../application/ports/gift-conversions.port';
import { GIFT_CONVERSION_WINDOW_DAYS } from '../../domain/gift-offer-status';

/** Brand-campaigns' side of gift conversions, run by the checkout flow inside its transaction. */
@Injectable()
export class PostgresGiftConversionRepository implements GiftConversions {
  async findAcceptedGift(tx: TransactionContext, creatorId: string, productId: string, at: Date): Promise<AcceptedGift | null> {
    const [row] = await entityManagerOf(tx).execute<{ id: string; campaign_id: string | null }[]>(
      `select id, campaign_id from gift_offers
        where recipient_id = ? and product_id = ? and status = 'accepted'
          and responded_at <= ?::timestamptz and responded_at > ?::timestamptz - make_interval(days => ?)
        order by responded_at desc, id desc limit 1`,
      [creatorId, productId, at.toISOString(), at.toISOString(), GIFT_CONVERSION_WINDOW_DAYS],
    );
    return row ? { giftOfferId: row.id, campaignId: row.campaign_id } : null;
  }

  async recordConversion(tx: TransactionContext, gift: AcceptedGift, at: Date): Promise<void> {
    if (!gift.campaignId) return;
    await entityManagerOf(tx).execute(
      `insert into campaign_metrics (id, campaign_id, date, gift_conversions) values (gen_random_uuid(), ?, (?::timestamptz at time zone 'UTC')::date, 1)
       on conflict (campaign_id, date) do update set gift_conversions = campaign_metrics.gift_conversions + 1, updated_at = now()`,
      [gift.campaignId, at.toISOString()],
    );
  }
}
