import type { StartOptions } from '../../src/app/bootstrap';
import { createTestApp, TestApp } from './test-app';
import { ReceivedMail, startTestMailServer, TestMailServer, until } from './test-mail-server';
import { ReceivedWebhook, startTestWebhookReceiver, TestWebhookReceiver } from './test-webhook-receiver';

/** A shop whose outbox is dispatched every second, its mail to a real local SMTP server and its webhooks to a local receiver. */
export interface MailingApp {
  app: TestApp;
  mail: TestMailServer;
  receiver: TestWebhookReceiver;
  /**
   * The one event of `type` whose data contains `data`, once it has fanned out and none of its deliveries is
   * pending any more (so no further copy can arrive): what reached the mail server and the receiver under its id.
   * Fails when there is not exactly one such event.
   */
  settledEvent(type: string, data: Record<string, unknown>): Promise<{ eventId: string; mails: ReceivedMail[]; hooks: ReceivedWebhook[] }>;
  /** {@link settledEvent}, asserting that its mail (when `mail`) and its webhook (when `webhook`) each arrived exactly once, and nothing else did. */
  toldOnce(type: string, data: Record<string, unknown>, channels: { mail: boolean; webhook: boolean }): Promise<{ eventId: string; mail: ReceivedMail | undefined; hook: ReceivedWebhook | undefined }>;
  close(): Promise<void>;
}

export const TEST_PUBLIC_ORIGIN = 'https://shop.rounds.test';

/** `smtpLogin` makes the mail server ask for that login (SMTP AUTH), as a hosted relay does. */
export async function startMailingApp(
  options: {
    env?: Record<string, string>;
    smtpLogin?: { user: string; password: string };
    /** The mail server answers 451 to messages to these recipients (a busy server), so their delivery fails and is retried. */
    refuseMailTo?: (to: string[]) => boolean;
    logDestination?: StartOptions['logDestination'];
  } = {},
): Promise<MailingApp> {
  const mail = await startTestMailServer({ ...options.smtpLogin, refuse: options.refuseMailTo });
  const receiver = await startTestWebhookReceiver();
  const app = await createTestApp({
    env: {
      SMTP_URL: mail.url,
      MAIL_FROM: 'Rounds <hello@rounds.test>',
      OUTBOX_DISPATCH_SCHEDULE: '* * * * * *',
      PUBLIC_ORIGIN: TEST_PUBLIC_ORIGIN,
      // The receiver listens on loopback, which webhook delivery refuses unless the operator allows it.
      WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
      ...options.env,
    },
    logDestination: options.logDestination,
  }).catch(async (error) => {
    await mail.close();
    await receiver.close();
    throw error;
  });
  const settledEvent: MailingApp['settledEvent'] = async (type, data) => {
    const events = await until(
      () =>
        app.query<{ id: string; fanned: boolean; pending: string }>(
          `select e.id, e.fanned_out_at is not null as fanned, (select count(*) from outbox_deliveries d where d.event_id = e.id and d.status = 'pending') as pending
           from outbox_events e where e.type = $1 and e.data @> $2::jsonb`,
          [type, JSON.stringify(data)],
        ),
      (rows) => rows.length > 0 && rows.every((row) => row.fanned && row.pending === '0'),
      `the ${type} event with ${JSON.stringify(data)} delivered`,
    );
    if (events.length !== 1) throw new Error(`Expected one ${type} event with ${JSON.stringify(data)}, found ${events.length}`);
    const eventId = events[0].id;
    return { eventId, mails: mail.messages.filter((message) => message.headers.get('x-rounds-event-id') === eventId), hooks: receiver.received.filter((hook) => hook.body.id === eventId) };
  };
  return {
    app,
    mail,
    receiver,
    settledEvent,
    toldOnce: async (type, data, channels) => {
      const { eventId, mails, hooks } = await settledEvent(type, data);
      expect(mails).toHaveLength(channels.mail ? 1 : 0);
      expect(hooks).toHaveLength(channels.webhook ? 1 : 0);
      for (const hook of hooks) expect(hook.body.type).toBe(type);
      return { eventId, mail: mails[0], hook: hooks[0] };
    },
    close: async () => {
      await app.close();
      await mail.close();
      await receiver.close();
    },
  };
}
