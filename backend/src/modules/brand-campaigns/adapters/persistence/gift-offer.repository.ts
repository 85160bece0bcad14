import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { GiftOfferStore, GiftOfferTransactionStep, GiftOfferView, NewGiftOffer } from '../../application/ports/gift-offer-store.port';
import { transactionContextOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import { remainingBudgetCents } from '../../domain/campaign';
import { CampaignBudgetExceededError, GiftOfferAlreadyPendingError, GiftOfferNotFoundError } from '../../domain/brand-campaigns.errors';
import { assertGiftOfferTransition, effectiveGiftOfferStatus, GiftOfferStatus } from '../../domain/gift-offer-status';

interface OfferRow {
  id: string;
  campaign_id: string | null;
  campaign_name: string | null;
  brand_id: string | null;
  recipient_id: string;
  product_id: string;
  message: string | null;
  status: GiftOfferStatus;
  value_cents: number;
  expires_at: string | Date | null;
  responded_at: string | Date | null;
  created_at: string | Date;
}

const OFFER_SELECT = `select o.id, o.campaign_id, c.name as campaign_name, c.brand_id, o.recipient_id, o.product_id, o.message, o.status,
       o.value_cents, o.expires_at, o.responded_at, o.created_at
  from gift_offers o left join campaigns c on c.id = o.campaign_id`;

const toDate = (value: string | Date | null) => (value === null ? null : new Date(value));

function toView(row: OfferRow): GiftOfferView {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    brandId: row.brand_id,
    recipientId: row.recipient_id,
    productId: row.product_id,
    message: row.message,
    status: row.status,
    valueCents: Number(row.value_cents),
    expiresAt: toDate(row.expires_at),
    respondedAt: toDate(row.responded_at),
    createdAt: new Date(row.created_at),
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** One campaign_metrics row per campaign and UTC day, counted up. */
async function countInMetrics(tx: EntityManager, campaignId: string, now: Date, column: 'gifts_offered' | 'gifts_accepted'): Promise<void> {
  await tx.execute(
    `insert into campaign_metrics (id, campaign_id, date, ${column}) values (gen_random_uuid(), ?, (?::timestamptz at time zone 'UTC')::date, 1)
     on conflict (campaign_id, date) do update set ${column} = campaign_metrics.${column} + 1, updated_at = now()`,
    [campaignId, now.toISOString()],
  );
}

/** Locks the campaign and checks that spent + value fits its budget. */
async function assertBudgetFits(tx: EntityManager, campaignId: string, valueCents: number): Promise<void> {
  const [campaign] = await tx.execute<{ budget_cents: string | null; spent_cents: string }[]>('select budget_cents, spent_cents from campaigns where id = ? for update', [campaignId]);
  if (!campaign) return;
  const remaining = remainingBudgetCents({ budgetCents: campaign.budget_cents === null ? null : Number(campaign.budget_cents), spentCents: Number(campaign.spent_cents) });
  if (remaining !== null && valueCents > remaining) throw new CampaignBudgetExceededError(dollars(remaining), dollars(valueCents));
}

@Injectable()
export class PostgresGiftOfferRepository implements GiftOfferStore {
  constructor(private readonly em: EntityManager) {}

  async create(offer: NewGiftOffer, now: Date, alsoInTransaction?: GiftOfferTransactionStep): Promise<GiftOfferView> {
    try {
      const id = await this.em.fork().transactional(async (tx) => {
        await assertBudgetFits(tx, offer.campaignId, offer.valueCents);
        await tx.execute(`update gift_offers set status = 'expired', updated_at = now() where recipient_id = ? and product_id = ? and status = 'pending' and expires_at <= ?`, [
          offer.recipientId,
          offer.productId,
          now.toISOString(),
        ]);
        const [row] = await tx.execute<{ id: string }[]>(
          `insert into gift_offers (id, campaign_id, recipient_id, product_id, message, status, value_cents, expires_at, created_at, updated_at)
           values (gen_random_uuid(), ?, ?, ?, ?, 'pending', ?, ?, ?, ?) returning id`,
          [offer.campaignId, offer.recipientId, offer.productId, offer.message, offer.valueCents, offer.expiresAt.toISOString(), now.toISOString(), now.toISOString()],
        );
        await countInMetrics(tx, offer.campaignId, now, 'gifts_offered');
        await alsoInTransaction?.(transactionContextOf(tx), row.id);
        return row.id;
      });
      return (await this.findById(id))!;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new GiftOfferAlreadyPendingError();
      throw error;
    }
  }

  async listForRecipients(recipientIds: readonly string[], now: Date): Promise<GiftOfferView[]> {
    if (recipientIds.length === 0) return [];
    const em = this.em.fork();
    const ids = `{${recipientIds.join(',')}}`;
    // Expiry on read: the job may not have run since an offer passed its expiresAt.
    await em.execute(`update gift_offers set status = 'expired', updated_at = now() where recipient_id = any(?::uuid[]) and status = 'pending' and expires_at <= ?`, [ids, now.toISOString()]);
    const rows = await em.execute<OfferRow[]>(`${OFFER_SELECT} where o.recipient_id = any(?::uuid[]) order by o.created_at desc, o.id desc`, [ids]);
    return rows.map(toView);
  }

  async findById(id: string): Promise<GiftOfferView | null> {
    const [row] = await this.em.fork().execute<OfferRow[]>(`${OFFER_SELECT} where o.id = ?`, [id]);
    return row ? toView(row) : null;
  }

  async respond(id: string, answer: 'accepted' | 'declined', now: Date, alsoInTransaction?: GiftOfferTransactionStep): Promise<GiftOfferView> {
    await this.em.fork().transactional(async (tx) => {
      const [row] = await tx.execute<{ status: GiftOfferStatus; expires_at: string | Date | null; campaign_id: string | null; value_cents: number }[]>(
        'select status, expires_at, campaign_id, value_cents from gift_offers where id = ? for update',
        [id],
      );
      if (!row) throw new GiftOfferNotFoundError(id);
      // An offer past its expiresAt is expired even before the job records it (the job or the next read does).
      assertGiftOfferTransition(effectiveGiftOfferStatus(row.status, toDate(row.expires_at), now), answer);
      if (answer === 'accepted' && row.campaign_id) {
        await assertBudgetFits(tx, row.campaign_id, Number(row.value_cents));
        await tx.execute('update campaigns set spent_cents = spent_cents + ?, updated_at = now() where id = ?', [row.value_cents, row.campaign_id]);
        await countInMetrics(tx, row.campaign_id, now, 'gifts_accepted');
      }
      await tx.execute('update gift_offers set status = ?, responded_at = ?, updated_at = now() where id = ?', [answer, now.toISOString(), id]);
      await alsoInTransaction?.(transactionContextOf(tx), id);
    });
    return (await this.findById(id))!;
  }

  async brandActivity(brandId: string, from: Date, to: Date): Promise<{ acceptedGifts: number; spendCents: number; activeEnrollments: number }> {
    const em = this.em.fork();
    const [gifts] = await em.execute<{ n: string; spend: string | null }[]>(
      `select count(*) as n, coalesce(sum(o.value_cents), 0) as spend from gift_offers o join campaigns c on c.id = o.campaign_id
        where c.brand_id = ? and o.status = 'accepted' and o.responded_at >= ? and o.responded_at < ?`,
      [brandId, from.toISOString(), to.toISOString()],
    );
    const [enrollments] = await em.execute<{ n: string }[]>(
      `select count(*) as n from affiliate_enrollments e join affiliate_programs p on p.id = e.program_id
        where p.brand_id = ? and e.status in ('approved', 'active') and coalesce(e.approved_at, e.enrolled_at) >= ? and coalesce(e.approved_at, e.enrolled_at) < ?`,
      [brandId, from.toISOString(), to.toISOString()],
    );
    return { acceptedGifts: Number(gifts.n), spendCents: Number(gifts.spend ?? 0), activeEnrollments: Number(enrollments.n) };
  }

  async expireDue(now: Date): Promise<number> {
    const rows = await this.em.fork().execute<{ id: string }[]>(`update gift_offers set status = 'expired', updated_at = now() where status = 'pending' and expires_at <= ? returning id`, [now.toISOString()]);
    return rows.length;
  }
}
