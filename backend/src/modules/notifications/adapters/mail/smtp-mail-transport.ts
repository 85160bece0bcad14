import { createTransport, type Transporter } from 'nodemailer';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { MailTransport, OutgoingMail } from '../../application/ports/mail-transport.port';

/** How long a connection, the greeting and each command may take before the attempt counts as failed (and is retried). */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * Real SMTP through nodemailer (SMTP_URL: smtp://user:pass@host:port, or smtps:// for TLS from the start).
 * nodemailer's own logger stays off: its lines would carry the message, and with it a reset link.
 */
export class SmtpMailTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport(smtpUrl, { logger: false, debug: false, connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS });
  }

  async send(_tx: TransactionContext, mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: messageIdOf(mail.eventId, this.from),
      headers: { 'X-Rounds-Event-Id': mail.eventId, ...mail.headers },
    });
  }

  close(): void {
    this.transporter.close();
  }
}

/** The event's stable id as the Message-ID: a copy sent again after a crash carries the same one. */
export function messageIdOf(eventId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'rounds.local';
  return `<${eventId}@${domain}>`;
}
