import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ConversationsController } from './adapters/http/conversations.controller';
import { PostgresConversationsRepository } from './adapters/persistence/conversations.repository';
import { MarkConversationReadHandler } from './application/commands/mark-conversation-read/mark-conversation-read.handler';
import { ReportConversationHandler } from './application/commands/report-conversation/report-conversation.handler';
import { SendMessageHandler } from './application/commands/send-message/send-message.handler';
import { SetConversationBlockHandler } from './application/commands/set-conversation-block/set-conversation-block.handler';
import { StartConversationHandler } from './application/commands/start-conversation/start-conversation.handler';
import { CONVERSATIONS } from './application/ports/conversations.port';
import { CountUnreadMessagesHandler } from './application/queries/count-unread-messages/count-unread-messages.handler';
import { ListConversationMessagesHandler } from './application/queries/list-conversation-messages/list-conversation-messages.handler';
import { ListConversationsHandler } from './application/queries/list-conversations/list-conversations.handler';

/** Shoppers' questions to curators and the curators' answers: conversations, messages, blocks and reports. */
@Module({
  imports: [CqrsModule],
  controllers: [ConversationsController],
  providers: [
    { provide: CONVERSATIONS, useClass: PostgresConversationsRepository },
    StartConversationHandler,
    SendMessageHandler,
    MarkConversationReadHandler,
    SetConversationBlockHandler,
    ReportConversationHandler,
    ListConversationsHandler,
    ListConversationMessagesHandler,
    CountUnreadMessagesHandler,
  ],
})
export class MessagingModule {}
