import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EntityNotFoundError } from '../../../../shared/domain/domain-error';
import { ApiDomainErrors, ApiPaged, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { Roles, RolesGuard, SignedInGuard } from '../../../identity';
import { GetMailboxMessageQuery, ListMailboxMessagesQuery, type MailboxMessageSummary } from '../../../notifications';
import { TOTAL_COUNT_HEADER, totalCountHeader } from './dto/back-office.dto';
import { ListMailboxQueryDto, MailboxMessageDto, MailboxMessageSummaryDto } from './dto/mailbox.dto';

const mailboxMessageNotFound = () => new EntityNotFoundError('Mailbox message', 'No such message in the development mailbox.');

/**
 * The development mailbox: without SMTP_URL (never in production) every mail the shop sends lands here instead
 * of leaving, and admins read it in the app. With SMTP_URL set the list stays empty.
 */
@ApiTags('Admin')
@ApiRoles('admin')
@Controller('admin/mailbox')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminMailboxController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'The development mailbox, newest first',
    description: 'Mail delivered to the development mailbox (SMTP_URL unset outside production), newest first, optionally to one address. Changes nothing. Paged; the total is in X-Total-Count.',
  })
  @ApiPaged()
  @ApiOkResponse({ type: [MailboxMessageSummaryDto], headers: totalCountHeader })
  async listMailboxMessages(@Query() query: ListMailboxQueryDto, @Res({ passthrough: true }) response: Response): Promise<MailboxMessageSummaryDto[]> {
    const page = await this.queryBus.execute(new ListMailboxMessagesQuery({ to: query.to, limit: query.limit ?? 50, offset: query.offset ?? 0 }));
    response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items.map(summary);
  }

  @Get(':messageId')
  @ApiOperation({ summary: 'One message of the development mailbox', description: 'The message with its plain-text and HTML parts and its headers. Changes nothing.' })
  @ApiOkResponse({ type: MailboxMessageDto })
  @ApiDomainErrors(mailboxMessageNotFound())
  async getMailboxMessage(@UuidParam('messageId', 'a message id') messageId: string): Promise<MailboxMessageDto> {
    const message = await this.queryBus.execute(new GetMailboxMessageQuery(messageId));
    if (!message) throw mailboxMessageNotFound();
    return { ...summary(message), text: message.text, html: message.html, headers: message.headers };
  }
}

function summary(message: MailboxMessageSummary): MailboxMessageSummaryDto {
  return { id: message.id, eventId: message.eventId, to: message.to, subject: message.subject, createdAt: message.createdAt.toISOString() };
}
