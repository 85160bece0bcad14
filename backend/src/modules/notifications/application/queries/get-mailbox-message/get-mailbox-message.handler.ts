import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { GetMailboxMessageQuery, MailboxMessage } from './get-mailbox-message.query';

const MAILBOX_MESSAGE = sqlStatement(
  'notifications.mailbox-message',
  `select id, event_id, to_address, subject, text, html, headers, created_at from mailbox_messages where id = $1`,
  z.object({
    id: z.string(),
    event_id: z.string(),
    to_address: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    headers: z.record(z.string(), z.string()),
    created_at: z.date(),
  }),
);

@QueryHandler(GetMailboxMessageQuery)
export class GetMailboxMessageHandler implements IQueryHandler<GetMailboxMessageQuery, MailboxMessage | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ messageId }: GetMailboxMessageQuery): Promise<MailboxMessage | null> {
    const row = await this.sql.maybeOne(MAILBOX_MESSAGE, [messageId]);
    if (!row) return null;
    return { id: row.id, eventId: row.event_id, to: row.to_address, subject: row.subject, text: row.text, html: row.html, headers: row.headers, createdAt: row.created_at };
  }
}
