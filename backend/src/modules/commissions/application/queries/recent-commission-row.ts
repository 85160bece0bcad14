import { z } from 'zod';
import { COMMISSION_ENTRY_KINDS, COMMISSION_ENTRY_STATUSES } from '../../domain/commission-entry';
import { commissionStandingOf } from '../../domain/commission-standing';
import type { RecentCommission } from '../ports/earnings-read-model.port';

/** The ledger entry as the creator sees it, with the product's current picture (catalog_products_v). Joins `commission_entries e` and `catalog_products_v p`. */
export const RECENT_COLUMNS = `e.id, e.kind, e.created_at, e.amount_cents, e.gmv_cents, e.status, e.rate_percent, e.tier, e.attribution_rule, e.creator_id, e.product_id, e.product_name, p.image,
  e.payable_at, (select ev.reason from commission_entry_events ev where ev.entry_id = e.id order by ev.id desc limit 1) as last_reason`;

/** The columns of RECENT_COLUMNS; money is bigint and the rate numeric (text from the driver, numbers inside json). */
export const RECENT_COMMISSION_FIELDS = {
  id: z.string(),
  kind: z.enum(COMMISSION_ENTRY_KINDS),
  created_at: z.date(),
  amount_cents: z.coerce.number(),
  gmv_cents: z.coerce.number(),
  status: z.enum(COMMISSION_ENTRY_STATUSES),
  rate_percent: z.coerce.number(),
  tier: z.string(),
  attribution_rule: z.string(),
  creator_id: z.string().nullable(),
  product_id: z.string().nullable(),
  product_name: z.string(),
  image: z.string().nullable(),
  /** Inside json a timestamp is ISO 8601 text; null (no hold yet) stays null. */
  payable_at: z.union([z.null(), z.coerce.date()]),
  last_reason: z.string().nullable(),
};

type RecentCommissionRow = z.output<z.ZodObject<typeof RECENT_COMMISSION_FIELDS>>;

export const RECENT_COMMISSION_ROW = z.object(RECENT_COMMISSION_FIELDS).transform(recentCommissionOf);

export function recentCommissionOf(row: RecentCommissionRow): RecentCommission {
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.created_at,
    amountCents: row.amount_cents,
    gmvCents: row.gmv_cents,
    status: row.status,
    ratePercent: row.rate_percent,
    tier: row.tier,
    attributionRule: row.attribution_rule,
    creatorId: row.creator_id,
    productId: row.product_id,
    productName: row.product_name,
    productImage: row.image,
    payableAt: row.payable_at,
    ...standingFields(commissionStandingOf({ kind: row.kind, status: row.status, payableAt: row.payable_at, lastReason: row.last_reason })),
  };
}

function standingFields(standing: ReturnType<typeof commissionStandingOf>) {
  return { standing: standing.standing, standingText: standing.text };
}
