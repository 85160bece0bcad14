import { Body, Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { clientAddress } from '../../../../shared/infrastructure/http/client-address';
import { RateLimit } from '../../../../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import { OptionalUser, SignedInUser } from '../../../identity';
import { RecordClickCommand } from '../../application/commands/record-click/record-click.command';
import { ClickRecordedDto, RecordClickDto } from './dto/click.dto';
import { ApiDomainErrors } from '../../../../shared/infrastructure/http/api-docs';
import { ClickedProductNotFoundError, LINK_CLICK_WINDOW_MINUTES } from '../../domain/attribution';

const MAX_USER_AGENT_LENGTH = 512;

/** Visits through creators' links, which credit the creator with the shopper's purchases for 30 days. */
@ApiTags('Attribution')
@Controller('clicks')
export class ClicksController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Called by the product page when it is opened with ?utm_source=…; records a click_logs row with IP and user agent. */
  @Post()
  @RateLimit('anonymousWrite')
  @ApiOperation({
    summary: "Record a visit through a creator's link",
    description:
      'Called when a product page is opened with ?utm_source=<creator handle>: records the click with the client address and user agent. ' +
      "Signed in, the shopper's purchases in the next 30 days are credited to that creator (attributesPurchases). " +
      `A visitor (the shopper when signed in, else client address and user agent) counts once per product and source every ${LINK_CLICK_WINDOW_MINUTES} minutes: ` +
      'a repeated call answers the same with recorded false. A utm_source that names nobody records nothing and answers creatorId null, attributesPurchases false, recorded false, so a stale link never shows an error.',
  })
  @ApiCreatedResponse({ type: ClickRecordedDto })
  @ApiDomainErrors(new ClickedProductNotFoundError())
  async recordClick(@OptionalUser() user: SignedInUser | null, @Body() body: RecordClickDto, @Req() request: Request): Promise<ClickRecordedDto> {
    const utmParams: Record<string, string> = { utm_source: body.utmSource };
    if (body.utmMedium) utmParams.utm_medium = body.utmMedium;
    if (body.utmCampaign) utmParams.utm_campaign = body.utmCampaign;
    const { creatorId, referrerUserId, recorded } = await this.commandBus.execute(
      new RecordClickCommand(body.utmSource, body.productId ?? null, utmParams, user?.id ?? null, clientAddress(request), request.get('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) ?? null),
    );
    const namesSomeone = creatorId !== null || referrerUserId !== null;
    // Your own link is recorded but earns you nothing.
    return { creatorId, attributesPurchases: user !== null && namesSomeone && user.id !== referrerUserId, recorded };
  }
}
