import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, IsUUID, MaxLength } from 'class-validator';
import { ApiId, ApiTimestamp, EXAMPLE_IDS } from '../../../../../shared/infrastructure/http/api-docs';
import { MESSAGE_MAX_LENGTH, REPORT_REASON_MAX_LENGTH } from '../../../domain/messaging';

// The body's length is the domain's rule (MESSAGE_TOO_LONG, counted in characters); this bound only keeps absurd bodies out of the handler.
const BODY_BOUND = MESSAGE_MAX_LENGTH * 4;
const BODY_PROPERTY = {
  description: `Plain text, 1 to ${MESSAGE_MAX_LENGTH} characters once trimmed; HTML tags are refused (the app shows messages as text, never as HTML)`,
  example: 'Which of your picks would you pour for someone new to rye?',
  maxLength: MESSAGE_MAX_LENGTH,
};

export class StartConversationDto {
  @ApiId('The creator page whose curator you ask', { example: EXAMPLE_IDS.creator })
  @IsUUID('4', { message: 'creatorId must be a creator id (a UUID)' })
  @IsDefined({ message: 'creatorId is required' })
  creatorId!: string;

  @ApiProperty(BODY_PROPERTY)
  @MaxLength(BODY_BOUND, { message: `body must be at most ${MESSAGE_MAX_LENGTH} characters` })
  @IsString({ message: 'body must be text' })
  body!: string;
}

export class SendMessageDto {
  @ApiProperty(BODY_PROPERTY)
  @MaxLength(BODY_BOUND, { message: `body must be at most ${MESSAGE_MAX_LENGTH} characters` })
  @IsString({ message: 'body must be text' })
  body!: string;
}

export class ReportConversationDto {
  @ApiProperty({ description: 'What is wrong', example: 'Keeps sending me links to another shop.', minLength: 1, maxLength: REPORT_REASON_MAX_LENGTH })
  @MaxLength(REPORT_REASON_MAX_LENGTH * 4, { message: `reason must be at most ${REPORT_REASON_MAX_LENGTH} characters` })
  @IsString({ message: 'reason must be text' })
  reason!: string;
}

export class MessageDto {
  @ApiId('The message', { example: EXAMPLE_IDS.other }) id!: string;
  @ApiId('Its conversation', { example: EXAMPLE_IDS.order }) conversationId!: string;
  @ApiId('Who wrote it', { example: EXAMPLE_IDS.user }) senderUserId!: string;
  @ApiProperty({ description: 'Plain text: show it as text, never as HTML', example: 'Which of your picks would you pour for someone new to rye?' }) body!: string;
  @ApiTimestamp('When it was sent') createdAt!: Date;
}

export class LastMessageDto {
  @ApiProperty({ example: 'Start with the Rittenhouse, neat.' }) body!: string;
  @ApiId('Who wrote it', { example: EXAMPLE_IDS.user }) senderUserId!: string;
  @ApiTimestamp('When it was sent') createdAt!: Date;
}

export class ConversationDto {
  @ApiId('The conversation', { example: EXAMPLE_IDS.order }) id!: string;
  @ApiProperty({ enum: ['shopper', 'curator'], enumName: 'ConversationRole', description: 'Your side of it', example: 'curator' }) role!: 'shopper' | 'curator';
  @ApiId('The creator page asked', { example: EXAMPLE_IDS.creator }) creatorId!: string;
  @ApiProperty({ description: "The creator page's handle when the conversation started", example: 'mayapours' }) creatorHandle!: string;
  @ApiProperty({ description: "The shopper's username when the conversation started", example: 'shopper' }) shopperUsername!: string;
  @ApiProperty({ type: LastMessageDto, nullable: true }) lastMessage!: LastMessageDto | null;
  @ApiTimestamp('When the last message was sent') lastMessageAt!: Date;
  @ApiProperty({ type: 'integer', description: 'Messages from the other side you have not read', example: 2 }) unreadCount!: number;
  @ApiProperty({ description: 'You blocked the other side', example: false }) blockedByMe!: boolean;
  @ApiProperty({ description: 'The other side blocked you', example: false }) blockedMe!: boolean;
}

export class UnreadMessagesDto {
  @ApiProperty({ type: 'integer', description: 'Messages sent to you, in every conversation, that you have not read', example: 3 }) unread!: number;
}

export class ConversationBlockDto {
  @ApiId('The conversation', { example: EXAMPLE_IDS.order }) conversationId!: string;
  @ApiProperty({ description: 'Whether you block the other side now', example: true }) blockedByMe!: boolean;
}

export class ConversationReportDto {
  @ApiId('The report', { example: EXAMPLE_IDS.other }) id!: string;
}
