import { Command } from '@nestjs/cqrs';
import type { MessageView } from '../../ports/conversations.port';

/** Either side of a conversation writes in it: the shopper asks again, the curator answers. */
export class SendMessageCommand extends Command<MessageView> {
  constructor(
    readonly senderUserId: string,
    readonly conversationId: string,
    readonly body: string,
  ) {
    super();
  }
}
