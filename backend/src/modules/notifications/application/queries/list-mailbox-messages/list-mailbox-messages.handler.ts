import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { ListMailboxMessagesQuery, MailboxMessageSummary } from './list-mailbox-messages.query';

const MAILBOX_PAGE = sqlStatement(
  'notifications.mailbox-page',
  `select id, event_id, to_address, subject, created_at, count(*) over () as total
   from mailbox_messages
   where $1::text is null or lower(to_address) = lower($1)
   order by created_at desc, id
   limit $2 offset $3`,
  z.object({ id: z.string(), event_id: z.string(), to_address: z.string(), subject: z.string(), created_at: z.date(), total: z.coerce.number() }),
);

@QueryHandler(ListMailboxMessagesQuery)
export class ListMailboxMessagesHandler implements IQueryHandler<ListMailboxMessagesQuery, { items: MailboxMessageSummary[]; total: number }> {
  constructor(private readonly sql: Sql) {}

  async execute({ page }: ListMailboxMessagesQuery): Promise<{ items: MailboxMessageSummary[]; total: number }> {
    const rows = await this.sql.rows(MAILBOX_PAGE, [page.to ?? null, page.limit, page.offset]);
    return {
      items: rows.map((row) => ({ id: row.id, eventId: row.event_id, to: row.to_address, subject: row.subject, createdAt: row.created_at })),
      total: rows[0]?.total ?? 0,
    };
  }
}
