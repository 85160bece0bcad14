import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { assertMayMessage, ConversationNotFoundError, plainTextMessage } from '../../../domain/messaging';
import { CONVERSATIONS, Conversations, MessageView } from '../../ports/conversations.port';
import { SendMessageCommand } from './send-message.command';

@CommandHandler(SendMessageCommand)
export class SendMessageHandler implements ICommandHandler<SendMessageCommand, MessageView> {
  constructor(
    @Inject(CONVERSATIONS) private readonly conversations: Conversations,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ senderUserId, conversationId, body: raw }: SendMessageCommand): Promise<MessageView> {
    const body = plainTextMessage(raw);
    const conversation = await this.conversations.findForParticipant(conversationId, senderUserId);
    if (!conversation) throw new ConversationNotFoundError();
    const recipient = conversation.shopperUserId === senderUserId ? conversation.curatorUserId : conversation.shopperUserId;
    assertMayMessage(await this.conversations.blocksBetween(senderUserId, recipient));
    return this.unitOfWork.run((tx) => this.conversations.addMessage(tx, conversationId, senderUserId, body, this.clock.now()));
  }
}
