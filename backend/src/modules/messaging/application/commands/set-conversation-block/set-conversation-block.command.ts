import { Command } from '@nestjs/cqrs';

/** A participant blocks (or unblocks) the other side of a conversation: neither may then write to the other. */
export class SetConversationBlockCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly conversationId: string,
    readonly blocked: boolean,
  ) {
    super();
  }
}
