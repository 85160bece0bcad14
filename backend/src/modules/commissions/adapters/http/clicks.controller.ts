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
import { ClickedProductNotFoundError, UnknownUtmSourceError } from '../../domain/attribution';

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
      "Signed in, the shopper's purchases in the next 30 days are credited to that creator (attributesPurchases). Every call records a click: not idempotent.",
  })
  @ApiCreatedResponse({ type: ClickRecordedDto })
  @ApiDomainErrors(new UnknownUtmSourceError('mayapour'), new ClickedProductNotFoundError())
  async recordClick(@OptionalUser() user: SignedInUser | null, @Body() body: RecordClickDto, @Req() request: Request): Promise<ClickRecordedDto> {
    const utmParams: Record<string, string> = { utm_source: body.utmSource };
    if (body.utmMedium) utmParams.utm_medium = body.utmMedium;
    if (body.utmCampaign) utmParams.utm_campaign = body.utmCampaign;
    const { creatorId, referrerUserId } = await this.commandBus.execute(
      new RecordClickCommand(body.utmSource, body.productId ?? null, utmParams, user?.id ?? null, clientAddress(request), request.get('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) ?? null),
    );
    // Your own link is recorded but earns you nothing.
    return { creatorId, attributesPurchases: user !== null && user.id !== referrerUserId };
  }
}
