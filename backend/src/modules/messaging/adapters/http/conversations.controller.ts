import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiDomainErrors, ApiErrors, ApiPaged, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { PageQueryDto } from '../../../../shared/infrastructure/http/page-query.dto';
import { RateLimit } from '../../../../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { MarkConversationReadCommand } from '../../application/commands/mark-conversation-read/mark-conversation-read.command';
import { ReportConversationCommand } from '../../application/commands/report-conversation/report-conversation.command';
import { SendMessageCommand } from '../../application/commands/send-message/send-message.command';
import { SetConversationBlockCommand } from '../../application/commands/set-conversation-block/set-conversation-block.command';
import { StartConversationCommand } from '../../application/commands/start-conversation/start-conversation.command';
import { CountUnreadMessagesQuery } from '../../application/queries/count-unread-messages/count-unread-messages.query';
import { ListConversationMessagesQuery } from '../../application/queries/list-conversation-messages/list-conversation-messages.query';
import { ListConversationsQuery } from '../../application/queries/list-conversations/list-conversations.query';
import {
  CannotMessageSelfError,
  ConversationNotFoundError,
  CreatorNotMessageableError,
  EmptyMessageError,
  InvalidReportError,
  MessagedCreatorNotFoundError,
  MessageMarkupError,
  MessageTooLongError,
  MessagingBlockedError,
} from '../../domain/messaging';
import {
  ConversationBlockDto,
  ConversationDto,
  ConversationReportDto,
  MessageDto,
  ReportConversationDto,
  SendMessageDto,
  StartConversationDto,
  UnreadMessagesDto,
} from './dto/conversations.dto';

const ConversationIdParam = () => UuidParam('conversationId', 'a conversation id');
const TOTAL_COUNT = { 'X-Total-Count': { description: 'Rows in all, ignoring limit and offset', schema: { type: 'integer' } } };
const MESSAGE_REFUSALS = [new EmptyMessageError(), new MessageTooLongError(), new MessageMarkupError()];

/**
 * Messages between a shopper and a curator: the shopper asks from the curator page, the curator answers
 * from the dashboard's inbox. Only the two participants see a conversation (anyone else gets 404);
 * either may block the other (no one then writes to the other) or report them.
 */
@ApiTags('Messages')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('conversations')
export class ConversationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Your conversations, most recent first',
    description:
      'Your conversations as a shopper and as a curator, the most recently active first, each with its last message, your unread count and who blocked whom. Changes nothing. Paged with limit and offset; the total is in X-Total-Count.',
  })
  @ApiPaged()
  @ApiOkResponse({ type: [ConversationDto], headers: TOTAL_COUNT })
  @ApiDomainErrors(validationFailure(PageQueryDto, { limit: '500' }))
  async listConversations(@CurrentUser() user: SignedInUser, @Query() query: PageQueryDto, @Res({ passthrough: true }) response: Response): Promise<ConversationDto[]> {
    const page = await this.queryBus.execute(new ListConversationsQuery(user.id, { limit: query.limit ?? 50, offset: query.offset ?? 0 }));
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }

  @Post()
  @RateLimit('messageSend')
  @ApiOperation({
    summary: 'Ask a curator a question',
    description:
      'Sends your message to the curator of a creator page: your conversation with that page is started when there is none, and continued otherwise (one per shopper and page). ' +
      'Refused when either of you blocked the other, for your own page, and for a page that has no curator account. Not idempotent: every call sends a message.',
  })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiDomainErrors(
    validationFailure(StartConversationDto, { creatorId: 'mayapours', body: 'Hi' }),
    ...MESSAGE_REFUSALS,
    new CannotMessageSelfError(),
    new MessagingBlockedError(),
    new MessagedCreatorNotFoundError(),
    new CreatorNotMessageableError(),
  )
  startConversation(@CurrentUser() user: SignedInUser, @Body() body: StartConversationDto): Promise<MessageDto> {
    return this.commandBus.execute(new StartConversationCommand({ id: user.id, username: user.username }, body.creatorId, body.body));
  }

  @Get('unread-count')
  @ApiOperation({ summary: 'How many messages you have not read', description: 'Messages sent to you in all your conversations since you last read each: the Dashboard button shows it. Changes nothing.' })
  @ApiOkResponse({ type: UnreadMessagesDto })
  countUnreadMessages(@CurrentUser() user: SignedInUser): Promise<UnreadMessagesDto> {
    return this.queryBus.execute(new CountUnreadMessagesQuery(user.id));
  }

  @Get(':conversationId/messages')
  @ApiOperation({
    summary: "A conversation's messages, oldest first",
    description:
      'The messages of one of your conversations, oldest first; offset 0 is the newest page. Bodies are plain text: show them as text. Changes nothing (mark it read with PUT …/read). Paged with limit and offset; the total is in X-Total-Count.',
  })
  @ApiPaged()
  @ApiOkResponse({ type: [MessageDto], headers: TOTAL_COUNT })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new ConversationNotFoundError())
  async listConversationMessages(
    @CurrentUser() user: SignedInUser,
    @ConversationIdParam() conversationId: string,
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageDto[]> {
    const page = await this.queryBus.execute(new ListConversationMessagesQuery(user.id, conversationId, { limit: query.limit ?? 50, offset: query.offset ?? 0 }));
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }

  @Post(':conversationId/messages')
  @RateLimit('messageSend')
  @ApiOperation({
    summary: 'Write in a conversation',
    description: 'Adds your message to one of your conversations: the shopper asks again or the curator answers. Refused when either of you blocked the other. Not idempotent: every call sends a message.',
  })
  @ApiCreatedResponse({ type: MessageDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(validationFailure(SendMessageDto, { body: 42 }), ...MESSAGE_REFUSALS, new MessagingBlockedError(true), new ConversationNotFoundError())
  sendMessage(@CurrentUser() user: SignedInUser, @ConversationIdParam() conversationId: string, @Body() body: SendMessageDto): Promise<MessageDto> {
    return this.commandBus.execute(new SendMessageCommand(user.id, conversationId, body.body));
  }

  @Put(':conversationId/read')
  @HttpCode(204)
  @ApiOperation({ summary: 'Mark a conversation read', description: 'Marks every message of the conversation read for you: its unread count becomes 0. Idempotent.' })
  @ApiNoContentResponse({ description: 'Marked read' })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new ConversationNotFoundError())
  async markConversationRead(@CurrentUser() user: SignedInUser, @ConversationIdParam() conversationId: string): Promise<void> {
    await this.commandBus.execute(new MarkConversationReadCommand(user.id, conversationId));
  }

  @Put(':conversationId/block')
  @ApiOperation({
    summary: 'Block the other side of a conversation',
    description: 'Blocks the other participant: neither of you can then send the other a message, here or in a new conversation. Idempotent.',
  })
  @ApiOkResponse({ type: ConversationBlockDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new ConversationNotFoundError())
  async blockConversation(@CurrentUser() user: SignedInUser, @ConversationIdParam() conversationId: string): Promise<ConversationBlockDto> {
    await this.commandBus.execute(new SetConversationBlockCommand(user.id, conversationId, true));
    return { conversationId, blockedByMe: true };
  }

  @Delete(':conversationId/block')
  @ApiOperation({ summary: 'Unblock the other side of a conversation', description: 'Lifts your block of the other participant (a block they made stays). Idempotent.' })
  @ApiOkResponse({ type: ConversationBlockDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new ConversationNotFoundError())
  async unblockConversation(@CurrentUser() user: SignedInUser, @ConversationIdParam() conversationId: string): Promise<ConversationBlockDto> {
    await this.commandBus.execute(new SetConversationBlockCommand(user.id, conversationId, false));
    return { conversationId, blockedByMe: false };
  }

  @Post(':conversationId/reports')
  @ApiOperation({ summary: 'Report the other side of a conversation', description: 'Records your report of the other participant with its reason, for the platform to review. Not idempotent: each call records a report.' })
  @ApiCreatedResponse({ type: ConversationReportDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(validationFailure(ReportConversationDto, { reason: 7 }), new InvalidReportError(), new ConversationNotFoundError())
  reportConversation(@CurrentUser() user: SignedInUser, @ConversationIdParam() conversationId: string, @Body() body: ReportConversationDto): Promise<ConversationReportDto> {
    return this.commandBus.execute(new ReportConversationCommand(user.id, conversationId, body.reason));
  }
}
