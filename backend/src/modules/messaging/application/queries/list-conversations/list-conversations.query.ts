import { Query } from '@nestjs/cqrs';

export interface ConversationSummary {
  id: string;
  /** Which side the signed-in user is on. */
  role: 'shopper' | 'curator';
  creatorId: string;
  creatorHandle: string;
  shopperUsername: string;
  lastMessage: { body: string; senderUserId: string; createdAt: Date } | null;
  lastMessageAt: Date;
  /** Messages from the other side since the user last read the conversation. */
  unreadCount: number;
  blockedByMe: boolean;
  blockedMe: boolean;
}

/** The signed-in user's conversations, as shopper and as curator, most recent first. */
export class ListConversationsQuery extends Query<{ items: ConversationSummary[]; total: number }> {
  constructor(
    readonly userId: string,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
