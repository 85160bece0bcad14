import { createTestApp, TestApp } from './test-app';
import { startTestMailServer, TestMailServer } from './test-mail-server';
import { startTestWebhookReceiver, TestWebhookReceiver } from './test-webhook-receiver';

/** A shop whose outbox is dispatched every second, its mail to a real local SMTP server and its webhooks to a local receiver. */
export interface MailingApp {
  app: TestApp;
  mail: TestMailServer;
  receiver: TestWebhookReceiver;
  close(): Promise<void>;
}

export const TEST_PUBLIC_ORIGIN = 'https://shop.rounds.test';

/** `smtpLogin` makes the mail server ask for that login (SMTP AUTH), as a hosted relay does. */
export async function startMailingApp(options: { env?: Record<string, string>; smtpLogin?: { user: string; password: string } } = {}): Promise<MailingApp> {
  const mail = await startTestMailServer(options.smtpLogin);
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
  }).catch(async (error) => {
    await mail.close();
    await receiver.close();
    throw error;
  });
  return {
    app,
    mail,
    receiver,
    close: async () => {
      await app.close();
      await mail.close();
      await receiver.close();
    },
  };
}
