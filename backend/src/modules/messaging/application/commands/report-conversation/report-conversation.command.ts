import { Command } from '@nestjs/cqrs';

/** A participant reports the other side of a conversation (spam, abuse) with a reason, kept for the platform's review. */
export class ReportConversationCommand extends Command<{ id: string }> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
    readonly reason: string,
  ) {
    super();
  }
}
