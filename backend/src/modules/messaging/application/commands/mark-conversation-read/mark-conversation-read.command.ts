import { Command } from '@nestjs/cqrs';

/** The participant has read the conversation up to now: its unread count drops to zero. */
export class MarkConversationReadCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
  ) {
    super();
  }
}
