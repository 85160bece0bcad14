import { Query } from '@nestjs/cqrs';
import type { MailboxMessageSummary } from '../list-mailbox-messages/list-mailbox-messages.query';

export interface MailboxMessage extends MailboxMessageSummary {
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** One message of the development mailbox with its text, HTML and headers; null when there is none. */
export class GetMailboxMessageQuery extends Query<MailboxMessage | null> {
  constructor(readonly messageId: string) {
    super();
  }
}
