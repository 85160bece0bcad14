import { Query } from '@nestjs/cqrs';
import type { MessageView } from '../../ports/conversations.port';

/** A conversation's messages, oldest first, for one of its two participants (anyone else: not found). */
export class ListConversationMessagesQuery extends Query<{ items: MessageView[]; total: number }> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
    readonly page: { limit: number; offset: number },
  ) {
    super();
  }
}
