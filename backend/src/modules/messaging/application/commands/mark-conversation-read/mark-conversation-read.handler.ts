import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { ConversationNotFoundError } from '../../../domain/messaging';
import { CONVERSATIONS, Conversations } from '../../ports/conversations.port';
import { MarkConversationReadCommand } from './mark-conversation-read.command';

@CommandHandler(MarkConversationReadCommand)
export class MarkConversationReadHandler implements ICommandHandler<MarkConversationReadCommand, void> {
  constructor(
    @Inject(CONVERSATIONS) private readonly conversations: Conversations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, conversationId }: MarkConversationReadCommand): Promise<void> {
    if (!(await this.conversations.findForParticipant(conversationId, userId))) throw new ConversationNotFoundError();
    await this.conversations.markRead(conversationId, userId, this.clock.now());
  }
}
