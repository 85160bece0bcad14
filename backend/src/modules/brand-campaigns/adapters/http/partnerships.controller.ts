import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors, ApiErrors, ApiSignedIn, EXAMPLE_IDS } from '../../../../shared/infrastructure/http/api-docs';
import { CampaignBudgetExceededError, GiftOfferNotFoundError } from '../../domain/brand-campaigns.errors';
import { GiftOfferNotPendingError } from '../../domain/gift-offer-status';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { RespondToGiftOfferCommand } from '../../application/commands/respond-to-gift-offer/respond-to-gift-offer.command';
import { ListPartnershipsQuery } from '../../application/queries/list-partnerships/list-partnerships.query';
import { toPartnershipDto } from './brand-campaigns.helpers';
import { PartnershipDto } from './dto/brand-campaigns.dto';

/** Answering an offer: accepting may also exceed the campaign's budget; declining cannot. */
const ANSWER_ERRORS = [new GiftOfferNotFoundError(EXAMPLE_IDS.other), new GiftOfferNotPendingError('expired', 'accepted')];

/** The signed-in creator's partnerships: gift offers from brands to the creator pages the account owns. */
@ApiTags('Profile')
@Controller('user/partnerships')
@UseGuards(SignedInGuard)
@ApiSignedIn()
export class PartnershipsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Your partnerships',
    description:
      'Gift offers brands sent to the creator pages you own, newest first, in the shape the specification gives. Pending offers past expiresAt show as expired (and are recorded so). Empty for an account without a creator page. Not paged.',
  })
  @ApiOkResponse({ type: PartnershipDto, isArray: true })
  async listPartnerships(@CurrentUser() user: SignedInUser): Promise<PartnershipDto[]> {
    return (await this.queryBus.execute(new ListPartnershipsQuery(user.id))).map(toPartnershipDto);
  }

  @Post(':id/accept')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Accept a gift offer',
    description:
      "Accepts a pending, unexpired gift offer to one of your creator pages: it counts as a partnership for the brand and its value moves into the campaign's spent. Someone else's offer answers 404; an answered or expired one 409 (so a repeat answers 409).",
  })
  @ApiOkResponse({ type: PartnershipDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(...ANSWER_ERRORS, new CampaignBudgetExceededError('20.00', '50.00'))
  acceptPartnership(@CurrentUser() user: SignedInUser, @UuidParam('id', 'a partnership id') id: string): Promise<PartnershipDto> {
    return this.answer(user.id, id, 'accepted');
  }

  @Post(':id/decline')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Decline a gift offer',
    description: "Declines a pending, unexpired gift offer to one of your creator pages. Someone else's offer answers 404; an answered or expired one 409 (so a repeat answers 409).",
  })
  @ApiOkResponse({ type: PartnershipDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(...ANSWER_ERRORS)
  declinePartnership(@CurrentUser() user: SignedInUser, @UuidParam('id', 'a partnership id') id: string): Promise<PartnershipDto> {
    return this.answer(user.id, id, 'declined');
  }

  private async answer(userId: string, id: string, answer: 'accepted' | 'declined'): Promise<PartnershipDto> {
    await this.commandBus.execute(new RespondToGiftOfferCommand(userId, id, answer));
    const partnership = (await this.queryBus.execute(new ListPartnershipsQuery(userId))).find((item) => item.id === id);
    return toPartnershipDto(partnership!);
  }
}
