import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { ConversationNotFoundError } from '../../../domain/messaging';
import { CONVERSATIONS, Conversations } from '../../ports/conversations.port';
import { SetConversationBlockCommand } from './set-conversation-block.command';

@CommandHandler(SetConversationBlockCommand)
export class SetConversationBlockHandler implements ICommandHandler<SetConversationBlockCommand, void> {
  constructor(
    @Inject(CONVERSATIONS) private readonly conversations: Conversations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, conversationId, blocked }: SetConversationBlockCommand): Promise<void> {
    const conversation = await this.conversations.findForParticipant(conversationId, userId);
    if (!conversation) throw new ConversationNotFoundError();
    const other = conversation.shopperUserId === userId ? conversation.curatorUserId : conversation.shopperUserId;
    await this.conversations.setBlocked(userId, other, blocked, this.clock.now());
  }
}
