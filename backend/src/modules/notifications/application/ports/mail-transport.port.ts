import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { RenderedMail } from '../../domain/mail-templates';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

export interface OutgoingMail extends RenderedMail {
  deliveryId: string;
  /** The event's stable id: the Message-ID, so a message sent again after a crash is recognisable as the same. */
  eventId: string;
  to: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post for optional mail). */
  headers: Record<string, string>;
}

/** SMTP (SMTP_URL) or, outside production without it, the development mailbox admins read in the app. */
export interface MailTransport {
  readonly kind: 'smtp' | 'development-mailbox';
  /** Throws when the message was not accepted. `tx` is the delivery's attempt: the development mailbox writes inside it. */
  send(tx: TransactionContext, mail: OutgoingMail): Promise<void>;
}
