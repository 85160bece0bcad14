import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { Outbox } from '../../application/ports/outbox.port';
import type { AttemptFailure, ClaimedDelivery, OutboxDepth, OutboxStore } from '../../application/ports/outbox-store.port';
import { optionalMailKindOf } from '../../domain/mail-kinds';
import { NOTIFICATION_EVENT_TYPES, PERSONAL_EVENT_TYPES, WEBHOOK_EVENT_TYPES, type NotificationEvent, type NotificationEventType } from '../../domain/notification-events';

const RECORD_EVENT = sqlStatement(
  'notifications.record-event',
  `insert into outbox_events (id, type, recipient_user_id, recipient_email, data) values ($1, $2, $3, $4, $5::jsonb) on conflict (id) do nothing returning id`,
  z.object({ id: z.string() }),
);

/**
 * Waiting events (oldest first, skipping rows another dispatcher holds) become deliveries: a mail to the account's
 * address or else the event's (an order's checkout address), unless the account turned that kind off ($2: type → optional kind), and one per
 * active endpoint subscribed to the type. Inserted in event order, so a recipient's deliveries keep that order.
 */
const FAN_OUT = sqlStatement(
  'notifications.fan-out',
  `with picked as (
     select e.id, e.seq, e.type, e.recipient_user_id, coalesce(c.email, e.recipient_email) as email
     from outbox_events e
     left join account_contacts_v c on c.user_id = e.recipient_user_id
     where e.fanned_out_at is null
     order by e.seq
     limit $1
     for update of e skip locked
   ),
   mails as (
     insert into outbox_deliveries (id, event_id, channel, recipient)
     select gen_random_uuid(), p.id, 'mail', lower(p.email)
     from picked p
     where p.email is not null
       and not exists (
         select 1 from notification_preferences np
         where np.user_id = p.recipient_user_id and np.kind = ($2::jsonb ->> p.type) and not np.enabled
       )
     order by p.seq
     on conflict do nothing
   ),
   hooks as (
     insert into outbox_deliveries (id, event_id, channel, recipient, webhook_endpoint_id)
     select gen_random_uuid(), p.id, 'webhook', w.id::text, w.id
     from picked p
     join webhook_endpoints w on w.active and p.type = any (w.events)
     order by p.seq, w.id
     on conflict do nothing
   )
   update outbox_events set fanned_out_at = clock_timestamp() where id in (select id from picked) returning id`,
  z.object({ id: z.string() }),
);

/** Pending deliveries due by $1 with no older pending delivery to the same recipient: in order per recipient. */
const DUE_DELIVERIES = sqlStatement(
  'notifications.due-deliveries',
  `select d.id
   from outbox_deliveries d
   where d.status = 'pending' and d.next_attempt_at <= $1
     and not exists (
       select 1 from outbox_deliveries older
       where older.status = 'pending' and older.channel = d.channel and older.recipient = d.recipient and older.seq < d.seq
     )
   order by d.seq
   limit $2`,
  z.object({ id: z.string() }),
);

const CLAIM = sqlStatement(
  'notifications.claim-delivery',
  `select d.id, d.event_id, d.channel, d.recipient, d.attempts, d.created_at,
          e.type, e.data, e.created_at as event_created_at, e.recipient_user_id,
          w.id as endpoint_id, w.url as endpoint_url, w.secret as endpoint_secret
   from outbox_deliveries d
   join outbox_events e on e.id = d.event_id
   left join webhook_endpoints w on w.id = d.webhook_endpoint_id
   where d.id = $1 and d.status = 'pending' and d.next_attempt_at <= $2 and (d.channel = 'mail' or w.active)
   for update of d skip locked`,
  z.object({
    id: z.string(),
    event_id: z.string(),
    channel: z.enum(['mail', 'webhook']),
    recipient: z.string(),
    attempts: z.number(),
    created_at: z.date(),
    type: z.enum([...WEBHOOK_EVENT_TYPES, ...PERSONAL_EVENT_TYPES]),
    data: z.record(z.string(), z.unknown()),
    event_created_at: z.date(),
    recipient_user_id: z.string().nullable(),
    endpoint_id: z.string().nullable(),
    endpoint_url: z.string().nullable(),
    endpoint_secret: z.string().nullable(),
  }),
);

/**
 * Account mail carries a one-time link: once its only delivery is done (or given up), the link is dropped
 * from the event, so the token lives in the database only as its hash (identity's account_tokens).
 */
const DROP_ONE_TIME_LINK = `dropped as (
     update outbox_events set data = data - 'link'
     where id = (select event_id from changed) and type in ('account.password_reset_requested', 'account.email_verification_requested')
   )`;

const MARK_DELIVERED = sqlStatement(
  'notifications.mark-delivered',
  `with changed as (
     update outbox_deliveries set status = 'delivered', attempts = attempts + 1, delivered_at = $2, last_response_code = $3, last_error = null
     where id = $1 returning id, event_id
   ), ${DROP_ONE_TIME_LINK}
   select id from changed`,
  z.object({ id: z.string() }),
);

const MARK_RETRY = sqlStatement(
  'notifications.mark-retry',
  `update outbox_deliveries set attempts = attempts + 1, next_attempt_at = $2, last_response_code = $3, last_error = $4
   where id = $1 returning id`,
  z.object({ id: z.string() }),
);

const MARK_FAILED = sqlStatement(
  'notifications.mark-failed',
  `with changed as (
     update outbox_deliveries set status = 'failed', attempts = attempts + 1, last_response_code = $2, last_error = $3
     where id = $1 returning event_id, webhook_endpoint_id
   ), ${DROP_ONE_TIME_LINK}
   select webhook_endpoint_id from changed`,
  z.object({ webhook_endpoint_id: z.string().nullable() }),
);

const MARK_ENDPOINT_FAILING = sqlStatement(
  'notifications.mark-endpoint-failing',
  `update webhook_endpoints set failing_since = $2, updated_at = $2 where id = $1 and failing_since is null returning id, url`,
  z.object({ id: z.string(), url: z.string() }),
);

const ADMIN_IDS = sqlStatement(
  'notifications.admin-ids',
  `select user_id from account_contacts_v where role = 'admin' and not deactivated and email is not null order by user_id`,
  z.object({ user_id: z.string() }),
);

const DEPTH = sqlStatement(
  'notifications.depth',
  `select
     (select count(*) from outbox_events where fanned_out_at is null) as waiting_events,
     count(*) filter (where status = 'pending' and channel = 'mail') as pending_mail,
     count(*) filter (where status = 'pending' and channel = 'webhook') as pending_webhook,
     count(*) filter (where status = 'failed' and channel = 'mail') as failed_mail,
     count(*) filter (where status = 'failed' and channel = 'webhook') as failed_webhook
   from outbox_deliveries`,
  z.object({
    waiting_events: z.coerce.number(),
    pending_mail: z.coerce.number(),
    pending_webhook: z.coerce.number(),
    failed_mail: z.coerce.number(),
    failed_webhook: z.coerce.number(),
  }),
);

/** Each event type's optional mail kind, for the fan-out statement. */
const OPTIONAL_KIND_BY_TYPE = JSON.stringify(
  Object.fromEntries(NOTIFICATION_EVENT_TYPES.map((type) => [type, optionalMailKindOf(type)]).filter(([, kind]) => kind !== null)),
);

/** The outbox tables (outbox_events, outbox_deliveries) for the producers (record) and the dispatcher. */
@Injectable()
export class PostgresOutboxRepository implements Outbox, OutboxStore {
  constructor(private readonly sql: Sql) {}

  async record<Type extends NotificationEventType>(tx: TransactionContext, event: NotificationEvent<Type>, options: { key?: string } = {}): Promise<{ eventId: string }> {
    const id = options.key ? uuidFromKey(options.key) : randomUUID();
    await this.sql.rows(RECORD_EVENT, [id, event.type, event.recipient.userId ?? null, event.recipient.email ?? null, JSON.stringify(event.data)], tx);
    return { eventId: id };
  }

  async fanOut(limit: number): Promise<number> {
    return (await this.sql.rows(FAN_OUT, [limit, OPTIONAL_KIND_BY_TYPE])).length;
  }

  async dueDeliveries(now: Date, limit: number): Promise<string[]> {
    return (await this.sql.rows(DUE_DELIVERIES, [now, limit])).map((row) => row.id);
  }

  async claim(tx: TransactionContext, deliveryId: string, now: Date): Promise<ClaimedDelivery | null> {
    const row = await this.sql.maybeOne(CLAIM, [deliveryId, now], tx);
    if (!row) return null;
    return {
      id: row.id,
      eventId: row.event_id,
      channel: row.channel,
      recipient: row.recipient,
      attempts: row.attempts,
      createdAt: row.created_at,
      event: { type: row.type, data: row.data as ClaimedDelivery['event']['data'], createdAt: row.event_created_at, recipientUserId: row.recipient_user_id },
      endpoint: row.endpoint_id && row.endpoint_url && row.endpoint_secret ? { id: row.endpoint_id, url: row.endpoint_url, secret: row.endpoint_secret } : null,
      optionalKind: row.channel === 'mail' ? optionalMailKindOf(row.type) : null,
    };
  }

  async markDelivered(tx: TransactionContext, deliveryId: string, now: Date, responseCode: number | null): Promise<void> {
    await this.sql.one(MARK_DELIVERED, [deliveryId, now, responseCode], tx);
  }

  async markRetry(tx: TransactionContext, deliveryId: string, retryAt: Date, failure: AttemptFailure): Promise<void> {
    await this.sql.one(MARK_RETRY, [deliveryId, retryAt, failure.responseCode, failure.error.slice(0, 500)], tx);
  }

  async markFailed(tx: TransactionContext, deliveryId: string, now: Date, failure: AttemptFailure): Promise<{ endpointNowFailing: { id: string; url: string } | null }> {
    const { webhook_endpoint_id: endpointId } = await this.sql.one(MARK_FAILED, [deliveryId, failure.responseCode, failure.error.slice(0, 500)], tx);
    if (!endpointId) return { endpointNowFailing: null };
    return { endpointNowFailing: (await this.sql.maybeOne(MARK_ENDPOINT_FAILING, [endpointId, now], tx)) ?? null };
  }

  async adminIds(tx: TransactionContext): Promise<string[]> {
    return (await this.sql.rows(ADMIN_IDS, [], tx)).map((row) => row.user_id);
  }

  async depth(): Promise<OutboxDepth> {
    const row = await this.sql.one(DEPTH);
    return {
      waitingEvents: row.waiting_events,
      pending: { mail: row.pending_mail, webhook: row.pending_webhook },
      failed: { mail: row.failed_mail, webhook: row.failed_webhook },
    };
  }
}

/** A UUID (version 8, name-based on SHA-256) derived from a key: the same key always names the same event. */
function uuidFromKey(key: string): string {
  const hex = createHash('sha256').update(`rounds-outbox:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
