import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { CountUnreadMessagesQuery } from './count-unread-messages.query';

const UNREAD = sqlStatement(
  'messaging.unread-count',
  `select count(*) as unread
     from conversations c join conversation_messages m on m.conversation_id = c.id
    where $1 in (c.shopper_user_id, c.curator_user_id) and m.sender_user_id <> $1
      and m.created_at > coalesce(case when c.shopper_user_id = $1 then c.shopper_read_at else c.curator_read_at end, '-infinity')`,
  z.object({ unread: z.coerce.number() }),
);

@QueryHandler(CountUnreadMessagesQuery)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessagesQuery, { unread: number }> {
  constructor(private readonly sql: Sql) {}

  execute({ userId }: CountUnreadMessagesQuery): Promise<{ unread: number }> {
    return this.sql.one(UNREAD, [userId]);
  }
}
