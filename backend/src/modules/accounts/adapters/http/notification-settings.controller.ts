import { Body, Controller, Get, HttpCode, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiDomainErrors, ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { GetNotificationPreferencesQuery, InvalidUnsubscribeLinkError, SetNotificationPreferencesCommand, UnsubscribeCommand, type OptionalMailKind } from '../../../notifications';
import { NotificationPreferencesDto, UnsubscribedDto, UpdateNotificationPreferencesDto } from './dto/notification-settings.dto';

const FIELD_OF: Record<OptionalMailKind, keyof NotificationPreferencesDto> = { gift_offers: 'giftOffers', commissions: 'commissions', imports: 'imports' };
const UNSUBSCRIBED = 'You will no longer get this kind of mail. Change it back on your Profile page: Settings → Account → Notifications by e-mail.';

/** Which optional mail a user gets, and the one-click unsubscribe its mail links to (RFC 8058). */
@ApiTags('Mail preferences')
@Controller()
export class NotificationSettingsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('user/settings/notifications')
  @UseGuards(SignedInGuard)
  @ApiSignedIn()
  @ApiOperation({ summary: 'Which optional mail you get', description: 'Gift offers, payable commission and import results can be turned off; order, shipping, payout and account mail always go. Changes nothing.' })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  async getNotificationPreferences(@CurrentUser() user: SignedInUser): Promise<NotificationPreferencesDto> {
    return toDto(await this.queryBus.execute(new GetNotificationPreferencesQuery(user.id)));
  }

  @Put('user/settings/notifications')
  @UseGuards(SignedInGuard)
  @ApiSignedIn()
  @ApiOperation({ summary: 'Choose which optional mail you get', description: 'Turns the kinds named in the body on or off (the others stay) and answers every kind. Idempotent.' })
  @ApiOkResponse({ type: NotificationPreferencesDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  async updateNotificationPreferences(@CurrentUser() user: SignedInUser, @Body() body: UpdateNotificationPreferencesDto): Promise<NotificationPreferencesDto> {
    const changes = { gift_offers: body.giftOffers, commissions: body.commissions, imports: body.imports };
    return toDto(await this.commandBus.execute(new SetNotificationPreferencesCommand(user.id, changes)));
  }

  @Post('notifications/unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'One-click unsubscribe',
    description:
      "The List-Unsubscribe target of optional mail (RFC 8058: mail clients POST List-Unsubscribe=One-Click as a form body, which this path alone accepts). Turns that mail's kind off for its account, and nothing else. Idempotent; no session needed, the signed token authorises it.",
  })
  @ApiQuery({ name: 'token', description: 'From the mail', example: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d.gift_offers.3f5c…' })
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiDomainErrors(new InvalidUnsubscribeLinkError())
  async unsubscribe(@Query('token') token: string | undefined): Promise<UnsubscribedDto> {
    const { kind } = await this.commandBus.execute(new UnsubscribeCommand(String(token ?? '')));
    return { kind: FIELD_OF[kind], message: UNSUBSCRIBED };
  }

  @Get('notifications/unsubscribe')
  @ApiOperation({ summary: 'The unsubscribe page', description: 'What a person who opens the unsubscribe link sees: a page with one button that posts the unsubscribe (a link prefetcher opening it unsubscribes nobody). Changes nothing.' })
  @ApiQuery({ name: 'token', description: 'From the mail', example: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d.gift_offers.3f5c…' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'An HTML page with the unsubscribe button', schema: { type: 'string', example: '<!DOCTYPE html><html lang="en">…<form method="post" action="/api/notifications/unsubscribe?token=…">…</form>…</html>' } })
  unsubscribePage(@Query('token') token: string | undefined, @Res() response: Response): void {
    const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(String(token ?? ''))}`;
    response
      .type('html')
      .send(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe — Rounds</title></head>` +
          `<body style="font-family:Georgia,serif;background:#faf7f2;color:#1c1917;display:flex;justify-content:center;padding:48px 16px;">` +
          `<form method="post" action="${action.replace(/"/g, '&quot;')}" style="max-width:420px;text-align:center;">` +
          `<h1 style="font-size:22px;">Unsubscribe from this kind of mail?</h1><p>Order, shipping and account mail keep coming.</p>` +
          `<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="background:#b45309;color:#fff;border:0;border-radius:6px;padding:12px 22px;font-size:15px;">Unsubscribe</button></form></body></html>`,
      );
  }
}

function toDto(preferences: Record<OptionalMailKind, boolean>): NotificationPreferencesDto {
  return { giftOffers: preferences.gift_offers, commissions: preferences.commissions, imports: preferences.imports };
}
