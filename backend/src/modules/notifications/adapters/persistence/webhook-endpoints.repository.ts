import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { WebhookDeliveryView, WebhookEndpoints, WebhookEndpointView } from '../../application/ports/webhook-endpoints.port';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../domain/notification-events';

const ENDPOINT_ROW = z
  .object({ id: z.string(), url: z.string(), events: z.array(z.enum(WEBHOOK_EVENT_TYPES)), active: z.boolean(), failing_since: z.date().nullable(), created_at: z.date() })
  .transform((row): WebhookEndpointView => ({ id: row.id, url: row.url, events: row.events, active: row.active, failingSince: row.failing_since, createdAt: row.created_at }));
const ENDPOINT_COLUMNS = 'id, url, events, active, failing_since, created_at';

const CREATE = sqlStatement('notifications.create-endpoint', `insert into webhook_endpoints (id, url, events, secret) values (gen_random_uuid(), $1, $2::text[], $3) returning ${ENDPOINT_COLUMNS}`, ENDPOINT_ROW);
const LIST = sqlStatement('notifications.list-endpoints', `select ${ENDPOINT_COLUMNS} from webhook_endpoints order by created_at, id`, ENDPOINT_ROW);
const FIND = sqlStatement('notifications.find-endpoint', `select ${ENDPOINT_COLUMNS} from webhook_endpoints where id = $1`, ENDPOINT_ROW);
const UPDATE = sqlStatement(
  'notifications.update-endpoint',
  `update webhook_endpoints
   set url = coalesce($2, url), events = coalesce($3::text[], events), active = coalesce($4, active),
       failing_since = case when $4 is true then null else failing_since end, updated_at = clock_timestamp()
   where id = $1 returning ${ENDPOINT_COLUMNS}`,
  ENDPOINT_ROW,
);
const ROTATE_SECRET = sqlStatement(
  'notifications.rotate-endpoint-secret',
  `update webhook_endpoints set secret = $2, updated_at = clock_timestamp() where id = $1 returning ${ENDPOINT_COLUMNS}`,
  ENDPOINT_ROW,
);
const DELETE = sqlStatement('notifications.delete-endpoint', `delete from webhook_endpoints where id = $1 returning id`, z.object({ id: z.string() }));

const DELIVERY_ROW = z
  .object({
    id: z.string(),
    event_id: z.string(),
    type: z.enum(WEBHOOK_EVENT_TYPES),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number(),
    last_response_code: z.number().nullable(),
    last_error: z.string().nullable(),
    next_attempt_at: z.date(),
    created_at: z.date(),
    delivered_at: z.date().nullable(),
  })
  .transform(
    (row): WebhookDeliveryView => ({
      id: row.id,
      eventId: row.event_id,
      eventType: row.type,
      status: row.status,
      attempts: row.attempts,
      lastResponseCode: row.last_response_code,
      lastError: row.last_error,
      nextRetryAt: row.status === 'pending' ? row.next_attempt_at : null,
      createdAt: row.created_at,
      deliveredAt: row.delivered_at,
    }),
  );
const DELIVERY_COLUMNS = 'd.id, d.event_id, e.type, d.status, d.attempts, d.last_response_code, d.last_error, d.next_attempt_at, d.created_at, d.delivered_at';

const DELIVERIES = sqlStatement(
  'notifications.endpoint-deliveries',
  `select ${DELIVERY_COLUMNS} from outbox_deliveries d join outbox_events e on e.id = d.event_id
   where d.webhook_endpoint_id = $1 order by d.seq desc limit $2`,
  DELIVERY_ROW,
);
const RETRY = sqlStatement(
  'notifications.retry-delivery',
  `with retried as (
     update outbox_deliveries set status = 'pending', next_attempt_at = $3 where id = $2 and webhook_endpoint_id = $1 returning *
   )
   select ${DELIVERY_COLUMNS} from retried d join outbox_events e on e.id = d.event_id`,
  DELIVERY_ROW,
);

@Injectable()
export class PostgresWebhookEndpointsRepository implements WebhookEndpoints {
  constructor(private readonly sql: Sql) {}

  create(tx: TransactionContext, endpoint: { url: string; events: readonly WebhookEventType[]; secret: string }): Promise<WebhookEndpointView> {
    return this.sql.one(CREATE, [endpoint.url, [...endpoint.events], endpoint.secret], tx);
  }

  list(): Promise<WebhookEndpointView[]> {
    return this.sql.rows(LIST);
  }

  async find(id: string): Promise<WebhookEndpointView | null> {
    return (await this.sql.maybeOne(FIND, [id])) ?? null;
  }

  async update(tx: TransactionContext, id: string, changes: { url?: string; events?: readonly WebhookEventType[]; active?: boolean }): Promise<WebhookEndpointView | null> {
    return (await this.sql.maybeOne(UPDATE, [id, changes.url ?? null, changes.events ? [...changes.events] : null, changes.active ?? null], tx)) ?? null;
  }

  async delete(tx: TransactionContext, id: string): Promise<boolean> {
    return (await this.sql.maybeOne(DELETE, [id], tx)) !== undefined;
  }

  async rotateSecret(tx: TransactionContext, id: string, secret: string): Promise<WebhookEndpointView | null> {
    return (await this.sql.maybeOne(ROTATE_SECRET, [id, secret], tx)) ?? null;
  }

  deliveries(endpointId: string, limit: number): Promise<WebhookDeliveryView[]> {
    return this.sql.rows(DELIVERIES, [endpointId, limit]);
  }

  async retry(endpointId: string, deliveryId: string, now: Date): Promise<WebhookDeliveryView | null> {
    return (await this.sql.maybeOne(RETRY, [endpointId, deliveryId, now])) ?? null;
  }
}
