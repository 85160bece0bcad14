import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { ConversationNotFoundError } from '../../../domain/messaging';
import type { MessageView } from '../../ports/conversations.port';
import { ListConversationMessagesQuery } from './list-conversation-messages.query';

const MESSAGE_COUNT = sqlStatement('messaging.message-count', 'select count(*) as total from conversation_messages where conversation_id = $1', z.object({ total: z.coerce.number() }));
const IS_PARTICIPANT = sqlStatement('messaging.is-participant', 'select id from conversations where id = $1 and $2 in (shopper_user_id, curator_user_id)', z.object({ id: z.string() }));
// The newest page is offset 0: the rows are taken newest first and handed back oldest first.
const MESSAGE_PAGE = sqlStatement(
  'messaging.message-page',
  `select * from (
     select id, conversation_id as "conversationId", sender_user_id as "senderUserId", body, created_at as "createdAt"
       from conversation_messages where conversation_id = $1 order by created_at desc, id desc limit $2 offset $3
   ) page order by "createdAt", id`,
  z.object({ id: z.string(), conversationId: z.string(), senderUserId: z.string(), body: z.string(), createdAt: z.date() }),
);

@QueryHandler(ListConversationMessagesQuery)
export class ListConversationMessagesHandler implements IQueryHandler<ListConversationMessagesQuery, { items: MessageView[]; total: number }> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId, conversationId, page }: ListConversationMessagesQuery) {
    if (!(await this.sql.maybeOne(IS_PARTICIPANT, [conversationId, userId]))) throw new ConversationNotFoundError();
    const [items, { total }] = await Promise.all([this.sql.rows(MESSAGE_PAGE, [conversationId, page.limit, page.offset]), this.sql.one(MESSAGE_COUNT, [conversationId])]);
    return { items, total };
  }
}
