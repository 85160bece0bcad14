import { createHash } from 'node:crypto';
import { Logger, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from '../audit';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { Sql } from '../../shared/application/sql';
import { NotificationsJobProcessor } from './adapters/jobs/notifications.job-processor';
import { DevelopmentMailbox } from './adapters/mail/development-mailbox';
import { SmtpMailTransport } from './adapters/mail/smtp-mail-transport';
import { PostgresOutboxRepository } from './adapters/persistence/outbox.repository';
import { SafeWebhookSender } from './adapters/webhooks/safe-webhook-sender';
import { PostgresWebhookEndpointsRepository } from './adapters/persistence/webhook-endpoints.repository';
import { WEBHOOK_ENDPOINTS } from './application/ports/webhook-endpoints.port';
import { NOTIFICATION_PREFERENCES } from './application/ports/notification-preferences.port';
import { PostgresNotificationPreferencesRepository } from './adapters/persistence/notification-preferences.repository';
import { OutboxDispatcher } from './application/outbox-dispatcher';
import { MAIL_TRANSPORT } from './application/ports/mail-transport.port';
import { NOTIFICATION_SETTINGS, type NotificationSettings } from './application/ports/notification-settings.port';
import { OUTBOX } from './application/ports/outbox.port';
import { OUTBOX_STORE } from './application/ports/outbox-store.port';
import { WEBHOOK_SENDER } from './application/ports/webhook-sender.port';
import { NOTIFICATIONS_HANDLERS } from './application/notifications-handlers';

/**
 * The outbox and its channels (mail, webhooks), one floor above audit: it imports only audit (webhook changes are
 * audited in their transaction), so any module can record an event in its change's transaction (inject OUTBOX). Addresses come from identity's view
 * account_contacts_v.
 */
@Module({
  imports: [CqrsModule, AuditModule],
  providers: [
    PostgresOutboxRepository,
    { provide: OUTBOX, useExisting: PostgresOutboxRepository },
    { provide: OUTBOX_STORE, useExisting: PostgresOutboxRepository },
    {
      provide: MAIL_TRANSPORT,
      useFactory: (config: AppConfig, sql: Sql) => {
        const { smtpUrl, mailFrom } = config.notifications;
        if (smtpUrl) return new SmtpMailTransport(smtpUrl, mailFrom);
        new Logger('Mail').log('SMTP_URL is not set: mail goes to the development mailbox, which admins read in the app (Admin → Mailbox, GET /api/admin/mailbox)');
        return new DevelopmentMailbox(sql, mailFrom);
      },
      inject: [APP_CONFIG, Sql],
    },
    { provide: WEBHOOK_SENDER, useFactory: (config: AppConfig) => new SafeWebhookSender(config.notifications.webhookAllowedPrivateHosts), inject: [APP_CONFIG] },
    {
      provide: NOTIFICATION_SETTINGS,
      useFactory: (config: AppConfig): NotificationSettings => ({
        publicOrigin: config.originOutsideRequests,
        retryBaseMs: config.notifications.outboxRetryBaseMs,
        unsubscribeKey: createHash('sha256').update(`rounds-unsubscribe:${config.sessionSecret}`).digest('hex'),
      }),
      inject: [APP_CONFIG],
    },
    { provide: WEBHOOK_ENDPOINTS, useClass: PostgresWebhookEndpointsRepository },
    { provide: NOTIFICATION_PREFERENCES, useClass: PostgresNotificationPreferencesRepository },
    OutboxDispatcher,
    NotificationsJobProcessor,
    ...NOTIFICATIONS_HANDLERS,
  ],
  exports: [OUTBOX, OUTBOX_STORE],
})
export class NotificationsModule {}
