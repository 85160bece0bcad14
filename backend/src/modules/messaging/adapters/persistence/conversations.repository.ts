import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { ConversationParticipants, Conversations, MessageView } from '../../application/ports/conversations.port';

@Injectable()
export class PostgresConversationsRepository implements Conversations {
  constructor(private readonly em: EntityManager) {}

  async findCreator(creatorId: string): Promise<{ ownerUserId: string | null; handle: string } | undefined> {
    const [row] = await this.em.execute<{ user_id: string | null; handle: string }[]>('select user_id, handle from curation_creators_v where id = ? and published', [creatorId]);
    return row ? { ownerUserId: row.user_id, handle: row.handle } : undefined;
  }

  async findForParticipant(conversationId: string, userId: string): Promise<ConversationParticipants | undefined> {
    const [row] = await this.em.execute<{ id: string; curator_user_id: string; shopper_user_id: string }[]>(
      'select id, curator_user_id, shopper_user_id from conversations where id = ? and ? in (curator_user_id, shopper_user_id)',
      [conversationId, userId],
    );
    return row ? { id: row.id, curatorUserId: row.curator_user_id, shopperUserId: row.shopper_user_id } : undefined;
  }

  async blocksBetween(senderUserId: string, recipientUserId: string): Promise<{ bySender: boolean; byRecipient: boolean }> {
    const [row] = await this.em.execute<{ by_sender: boolean; by_recipient: boolean }[]>(
      `select exists (select 1 from messaging_blocks where blocker_user_id = ? and blocked_user_id = ?) as by_sender,
              exists (select 1 from messaging_blocks where blocker_user_id = ? and blocked_user_id = ?) as by_recipient`,
      [senderUserId, recipientUserId, recipientUserId, senderUserId],
    );
    return { bySender: row.by_sender, byRecipient: row.by_recipient };
  }

  async open(
    transaction: TransactionContext,
    conversation: { creatorId: string; creatorHandle: string; curatorUserId: string; shopperUserId: string; shopperUsername: string },
  ): Promise<string> {
    const [row] = await entityManagerOf(transaction).execute<{ id: string }[]>(
      `with inserted as (
         insert into conversations (id, creator_id, creator_handle, curator_user_id, shopper_user_id, shopper_username)
         values (?, ?, ?, ?, ?, ?)
         on conflict (creator_id, shopper_user_id) do nothing
         returning id
       )
       select id from inserted union all select id from conversations where creator_id = ? and shopper_user_id = ? limit 1`,
      [randomUUID(), conversation.creatorId, conversation.creatorHandle, conversation.curatorUserId, conversation.shopperUserId, conversation.shopperUsername, conversation.creatorId, conversation.shopperUserId],
    );
    return row.id;
  }

  async addMessage(transaction: TransactionContext, conversationId: string, senderUserId: string, body: string, at: Date): Promise<MessageView> {
    const tx = entityManagerOf(transaction);
    const id = randomUUID();
    await tx.execute('insert into conversation_messages (id, conversation_id, sender_user_id, body, created_at) values (?, ?, ?, ?, ?)', [id, conversationId, senderUserId, body, at.toISOString()]);
    await tx.execute(
      `update conversations set last_message_at = ?,
              shopper_read_at = case when shopper_user_id = ? then ? else shopper_read_at end,
              curator_read_at = case when curator_user_id = ? then ? else curator_read_at end
        where id = ?`,
      [at.toISOString(), senderUserId, at.toISOString(), senderUserId, at.toISOString(), conversationId],
    );
    return { id, conversationId, senderUserId, body, createdAt: at };
  }

  async markRead(conversationId: string, userId: string, at: Date): Promise<void> {
    await this.em.execute(
      `update conversations set
              shopper_read_at = case when shopper_user_id = ? then greatest(coalesce(shopper_read_at, ?), ?) else shopper_read_at end,
              curator_read_at = case when curator_user_id = ? then greatest(coalesce(curator_read_at, ?), ?) else curator_read_at end
        where id = ?`,
      [userId, at.toISOString(), at.toISOString(), userId, at.toISOString(), at.toISOString(), conversationId],
    );
  }

  async setBlocked(blockerUserId: string, blockedUserId: string, blocked: boolean, at: Date): Promise<void> {
    if (blocked) {
      await this.em.execute('insert into messaging_blocks (blocker_user_id, blocked_user_id, created_at) values (?, ?, ?) on conflict do nothing', [blockerUserId, blockedUserId, at.toISOString()]);
    } else {
      await this.em.execute('delete from messaging_blocks where blocker_user_id = ? and blocked_user_id = ?', [blockerUserId, blockedUserId]);
    }
  }

  async report(report: { conversationId: string; reporterUserId: string; reportedUserId: string; reason: string }, at: Date): Promise<string> {
    const id = randomUUID();
    await this.em.execute('insert into conversation_reports (id, conversation_id, reporter_user_id, reported_user_id, reason, created_at) values (?, ?, ?, ?, ?, ?)', [
      id,
      report.conversationId,
      report.reporterUserId,
      report.reportedUserId,
      report.reason,
      at.toISOString(),
    ]);
    return id;
  }
}
