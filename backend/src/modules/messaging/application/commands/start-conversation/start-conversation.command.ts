import { Command } from '@nestjs/cqrs';
import type { MessageView } from '../../ports/conversations.port';

/** A signed-in shopper asks a curator a question: their conversation with the creator page, started when needed, gets the message. */
export class StartConversationCommand extends Command<MessageView> {
  constructor(
    readonly shopper: { id: string; username: string },
    readonly creatorId: string,
    readonly body: string,
  ) {
    super();
  }
}
