import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { ConversationNotFoundError, reportReason } from '../../../domain/messaging';
import { CONVERSATIONS, Conversations } from '../../ports/conversations.port';
import { ReportConversationCommand } from './report-conversation.command';

@CommandHandler(ReportConversationCommand)
export class ReportConversationHandler implements ICommandHandler<ReportConversationCommand, { id: string }> {
  constructor(
    @Inject(CONVERSATIONS) private readonly conversations: Conversations,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, conversationId, reason: raw }: ReportConversationCommand): Promise<{ id: string }> {
    const reason = reportReason(raw);
    const conversation = await this.conversations.findForParticipant(conversationId, userId);
    if (!conversation) throw new ConversationNotFoundError();
    const reportedUserId = conversation.shopperUserId === userId ? conversation.curatorUserId : conversation.shopperUserId;
    return { id: await this.conversations.report({ conversationId, reporterUserId: userId, reportedUserId, reason }, this.clock.now()) };
  }
}
