import { z } from 'zod';

/**
 * One line of a user's own activity feed (the profile's Activity tab). Each module that keeps part of
 * a user's history answers with the newest `limit` of its own lines and how many it has; the accounts
 * module merges them. `link` is the storefront path where the thing happened.
 */
export const USER_ACTIVITY_KINDS = ['order', 'shipment', 'favorite', 'brand_favorite', 'follow', 'collection', 'gift_offer', 'commission', 'payout'] as const;
export type UserActivityKind = (typeof USER_ACTIVITY_KINDS)[number];

export interface UserActivityItem {
  /** Unique within the kind (the row it comes from). */
  id: string;
  kind: UserActivityKind;
  occurredAt: Date;
  title: string;
  /** A status or amount that says more, when there is one. */
  detail: string | null;
  link: string;
}

/** The newest lines a module holds for a user (at most the limit asked for) and how many it holds in all. */
export interface UserActivitySlice {
  items: UserActivityItem[];
  total: number;
}

/** The row every module's activity statement returns: `count(*) over ()` gives the total before the limit. */
export const userActivityRow = z.object({
  id: z.string(),
  kind: z.enum(USER_ACTIVITY_KINDS),
  occurred_at: z.date(),
  title: z.string(),
  detail: z.string().nullable(),
  link: z.string(),
  total: z.coerce.number().int(),
});
export type UserActivityRow = z.output<typeof userActivityRow>;

/** Wraps a module's activity lines (a union of `id, kind, occurred_at, title, detail, link`) in the ordering, total and limit ($2) every slice shares. */
export function newestActivityFirst(lines: string): string {
  // Milliseconds, as JavaScript dates hold them, so the merge in JavaScript orders lines exactly as each source cut them.
  return `select a.id, a.kind, date_trunc('milliseconds', a.occurred_at) as occurred_at, a.title, a.detail, a.link, count(*) over () as total
            from (${lines}) a
           order by date_trunc('milliseconds', a.occurred_at) desc, a.kind, a.id
           limit $2`;
}

export function toUserActivitySlice(rows: readonly UserActivityRow[]): UserActivitySlice {
  return {
    items: rows.map((row) => ({ id: row.id, kind: row.kind, occurredAt: row.occurred_at, title: row.title, detail: row.detail, link: row.link })),
    total: rows[0]?.total ?? 0,
  };
}
