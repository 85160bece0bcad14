import { Inject, Injectable, Logger } from '@nestjs/common';
import { CLOCK, Clock } from '../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../shared/application/unit-of-work';
import { nextAttempt } from '../domain/delivery-retry';
import { renderMail } from '../domain/mail-templates';
import { unsubscribeToken } from '../domain/unsubscribe-token';
import { webhookSignature } from '../domain/webhook-signature';
import { MAIL_TRANSPORT, MailTransport } from './ports/mail-transport.port';
import { OUTBOX, Outbox } from './ports/outbox.port';
import { AttemptFailure, ClaimedDelivery, OUTBOX_STORE, OutboxStore } from './ports/outbox-store.port';
import { WEBHOOK_SENDER, WebhookSender } from './ports/webhook-sender.port';
import { NOTIFICATION_SETTINGS, NotificationSettings } from './ports/notification-settings.port';

/** What one dispatcher run did (the job's result in Bull Board). */
export interface DispatchOutboxResult {
  fannedOut: number;
  delivered: number;
  retried: number;
  failed: number;
}

const FAN_OUT_BATCH = 100;
const DELIVERY_BATCH = 50;
/** At most this many deliveries per run, so a run ends and the next scheduled one picks up. */
const MAX_DELIVERIES_PER_RUN = 500;

type AttemptOutcome = { ok: true; responseCode: number | null } | ({ ok: false } & AttemptFailure);

/**
 * Delivers the outbox: fans waiting events out to their channels, then attempts every due delivery that is first
 * in line for its recipient (so one recipient's messages arrive in order), each in its own transaction that
 * records the outcome. A crash before that commit leaves the delivery pending: it is attempted again under the
 * same event id (at least once); the development mailbox writes inside that transaction (exactly once).
 */
@Injectable()
export class OutboxDispatcher {
  private readonly logger = new Logger('Outbox');

  constructor(
    @Inject(OUTBOX_STORE) private readonly store: OutboxStore,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(MAIL_TRANSPORT) private readonly mail: MailTransport,
    @Inject(WEBHOOK_SENDER) private readonly webhooks: WebhookSender,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(NOTIFICATION_SETTINGS) private readonly settings: NotificationSettings,
  ) {}

  async dispatch(isStopping: () => boolean = () => false): Promise<DispatchOutboxResult> {
    const result: DispatchOutboxResult = { fannedOut: 0, delivered: 0, retried: 0, failed: 0 };
    for (;;) {
      const fanned = await this.store.fanOut(FAN_OUT_BATCH);
      result.fannedOut += fanned;
      if (fanned < FAN_OUT_BATCH || isStopping()) break;
    }
    let attempted = 0;
    while (attempted < MAX_DELIVERIES_PER_RUN && !isStopping()) {
      const due = await this.store.dueDeliveries(this.clock.now(), DELIVERY_BATCH);
      if (due.length === 0) break;
      let progressed = false;
      for (const deliveryId of due) {
        if (isStopping()) break;
        const outcome = await this.attempt(deliveryId);
        if (outcome === null) continue;
        progressed = true;
        attempted += 1;
        result[outcome] += 1;
      }
      if (!progressed) break;
    }
    return result;
  }

  /** One attempt of one delivery, in its own transaction; null when another dispatcher has it. */
  private attempt(deliveryId: string): Promise<'delivered' | 'retried' | 'failed' | null> {
    return this.unitOfWork.run(async (tx) => {
      const now = this.clock.now();
      const delivery = await this.store.claim(tx, deliveryId, now);
      if (!delivery) return null;
      const outcome = delivery.channel === 'mail' ? await this.sendMail(tx, delivery) : await this.postWebhook(delivery, now);
      if (outcome.ok) {
        await this.store.markDelivered(tx, delivery.id, this.clock.now(), outcome.responseCode);
        return 'delivered';
      }
      const attempts = delivery.attempts + 1;
      const decision = nextAttempt(attempts, this.settings.retryBaseMs, delivery.createdAt, this.clock.now());
      this.logger.warn(`Delivery ${delivery.id} of event ${delivery.eventId} (${delivery.event.type}, ${delivery.channel}) failed on attempt ${attempts}: ${outcome.error}`);
      if ('retryAt' in decision) {
        await this.store.markRetry(tx, delivery.id, decision.retryAt, outcome);
        return 'retried';
      }
      const { endpointNowFailing } = await this.store.markFailed(tx, delivery.id, this.clock.now(), outcome);
      if (endpointNowFailing) {
        for (const adminId of await this.store.adminIds(tx)) {
          await this.outbox.record(tx, {
            type: 'webhook.endpoint_failing',
            recipient: { userId: adminId },
            data: { endpointId: endpointNowFailing.id, url: endpointNowFailing.url, since: delivery.createdAt.toISOString() },
          });
        }
      }
      return 'failed';
    });
  }

  private async sendMail(tx: Parameters<MailTransport['send']>[0], delivery: ClaimedDelivery): Promise<AttemptOutcome> {
    const unsubscribeUrl =
      delivery.optionalKind && delivery.event.recipientUserId
        ? `${this.settings.publicOrigin}/api/notifications/unsubscribe?token=${unsubscribeToken(this.settings.unsubscribeKey, delivery.event.recipientUserId, delivery.optionalKind)}`
        : undefined;
    const rendered = renderMail(delivery.event, { publicOrigin: this.settings.publicOrigin, unsubscribeUrl });
    const headers: Record<string, string> = unsubscribeUrl ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {};
    try {
      await this.mail.send(tx, { ...rendered, deliveryId: delivery.id, eventId: delivery.eventId, to: delivery.recipient, headers });
      return { ok: true, responseCode: null };
    } catch (error) {
      return { ok: false, responseCode: null, error: describeMailError(error) };
    }
  }

  private async postWebhook(delivery: ClaimedDelivery, now: Date): Promise<AttemptOutcome> {
    const endpoint = delivery.endpoint!;
    const createdAt = delivery.event.createdAt.toISOString();
    const body = JSON.stringify({ id: delivery.eventId, type: delivery.event.type, createdAt, data: delivery.event.data });
    const answer = await this.webhooks.post(endpoint.url, {
      'content-type': 'application/json',
      'rounds-event-id': delivery.eventId,
      'rounds-event-type': delivery.event.type,
      'rounds-signature': webhookSignature(endpoint.secret, body, Math.floor(now.getTime() / 1000)),
    }, body);
    return answer.ok ? { ok: true, responseCode: answer.status } : { ok: false, responseCode: answer.status, error: answer.error };
  }
}

/** An SMTP failure's code and message, never the connection URL (it holds the password). */
function describeMailError(error: unknown): string {
  const { responseCode, code, message } = error as { responseCode?: number; code?: string; message?: string };
  return [code, responseCode, message].filter((part) => part !== undefined && part !== '').join(' ').slice(0, 500) || 'the message was not accepted';
}
