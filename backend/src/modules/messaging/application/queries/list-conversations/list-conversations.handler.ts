import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { ConversationSummary, ListConversationsQuery } from './list-conversations.query';

const CONVERSATION_PAGE = sqlStatement(
  'messaging.conversation-page',
  `select c.id, case when c.shopper_user_id = $1 then 'shopper' else 'curator' end as role,
          c.creator_id as "creatorId", c.creator_handle as "creatorHandle", c.shopper_username as "shopperUsername",
          c.last_message_at as "lastMessageAt",
          last.body as "lastBody", last.sender_user_id as "lastSenderUserId", last.created_at as "lastCreatedAt",
          (select count(*) from conversation_messages m
            where m.conversation_id = c.id and m.sender_user_id <> $1
              and m.created_at > coalesce(case when c.shopper_user_id = $1 then c.shopper_read_at else c.curator_read_at end, '-infinity')) as "unreadCount",
          exists (select 1 from messaging_blocks b where b.blocker_user_id = $1
                   and b.blocked_user_id = case when c.shopper_user_id = $1 then c.curator_user_id else c.shopper_user_id end) as "blockedByMe",
          exists (select 1 from messaging_blocks b where b.blocked_user_id = $1
                   and b.blocker_user_id = case when c.shopper_user_id = $1 then c.curator_user_id else c.shopper_user_id end) as "blockedMe"
     from conversations c
     left join lateral (select body, sender_user_id, created_at from conversation_messages m where m.conversation_id = c.id order by created_at desc, id desc limit 1) last on true
    where $1 in (c.shopper_user_id, c.curator_user_id)
    order by c.last_message_at desc, c.id desc limit $2 offset $3`,
  z.object({
    id: z.string(),
    role: z.enum(['shopper', 'curator']),
    creatorId: z.string(),
    creatorHandle: z.string(),
    shopperUsername: z.string(),
    lastMessageAt: z.date(),
    lastBody: z.string().nullable(),
    lastSenderUserId: z.string().nullable(),
    lastCreatedAt: z.date().nullable(),
    unreadCount: z.coerce.number(),
    blockedByMe: z.boolean(),
    blockedMe: z.boolean(),
  }),
);
const CONVERSATION_COUNT = sqlStatement(
  'messaging.conversation-count',
  'select count(*) as total from conversations where $1 in (shopper_user_id, curator_user_id)',
  z.object({ total: z.coerce.number() }),
);

@QueryHandler(ListConversationsQuery)
export class ListConversationsHandler implements IQueryHandler<ListConversationsQuery, { items: ConversationSummary[]; total: number }> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId, page }: ListConversationsQuery) {
    const [rows, { total }] = await Promise.all([this.sql.rows(CONVERSATION_PAGE, [userId, page.limit, page.offset]), this.sql.one(CONVERSATION_COUNT, [userId])]);
    const items = rows.map(({ lastBody, lastSenderUserId, lastCreatedAt, ...row }) => ({
      ...row,
      lastMessage: lastBody !== null && lastSenderUserId !== null && lastCreatedAt !== null ? { body: lastBody, senderUserId: lastSenderUserId, createdAt: lastCreatedAt } : null,
    }));
    return { items, total };
  }
}
