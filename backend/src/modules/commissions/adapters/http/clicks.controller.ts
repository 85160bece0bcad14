import { Body, Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { clientAddress } from '../../../../shared/infrastructure/http/client-address';
import { RateLimit } from '../../../../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import { OptionalUser, SignedInUser } from '../../../identity';
import { RecordClickCommand } from '../../application/commands/record-click/record-click.command';
import { ClickRecordedDto, RecordClickDto } from './dto/click.dto';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

const MAX_USER_AGENT_LENGTH = 512;

/** Visits through creators' links, which credit the creator with the shopper's purchases for 30 days. */
@ApiTags('Attribution')
@Controller('clicks')
export class ClicksController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Called by the product page when it is opened with ?utm_source=…; records a click_logs row with IP and user agent. */
  @Post()
  @RateLimit('anonymousWrite')
  @ApiCreatedResponse({ type: ClickRecordedDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'utmSource missing, or productId not a UUID' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No creator or user matches utmSource, or no such product' })
  @ApiResponse({ status: 429, type: ErrorDto, description: 'Too many clicks from this address (Retry-After)' })
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
