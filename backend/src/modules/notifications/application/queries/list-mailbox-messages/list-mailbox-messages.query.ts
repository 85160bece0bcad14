import { Query } from '@nestjs/cqrs';

/** A message of the development mailbox, without its bodies. */
export interface MailboxMessageSummary {
  id: string;
  eventId: string;
  to: string;
  subject: string;
  createdAt: Date;
}

/** The development mailbox, newest first; `to` narrows it to one address (any letter case). */
export class ListMailboxMessagesQuery extends Query<{ items: MailboxMessageSummary[]; total: number }> {
  constructor(readonly page: { to?: string; limit: number; offset: number }) {
    super();
  }
}
