import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { EntityNotFoundError } from '../../../../shared/domain/domain-error';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiDomainErrors } from '../../../../shared/infrastructure/http/api-docs';
import { clientAddress } from '../../../../shared/infrastructure/http/client-address';
import { PROFILE_VIEW_WINDOW_MINUTES, RecordProfileVisitCommand } from '../../../commissions';
import { OptionalUser, SignedInUser } from '../../../identity';
import type { PublicProfile } from '../../application/public-profile';
import { GetPublicProfileQuery } from '../../application/queries/get-public-profile/get-public-profile.query';
import { PublicProfileDto, PublicProfileQueryDto } from './dto/public-profile.dto';

const MAX_USER_AGENT_LENGTH = 512;
const PROFILE_NOT_FOUND = "The user profile you're looking for doesn't exist or isn't public.";

/** A curator's public store: anyone may view it. */
@ApiTags('Profile')
@Controller('profile')
export class PublicProfileController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get(':username')
  @ApiOperation({
    summary: "A user's public profile",
    description:
      "The public profile of the account with this username: public fields of the user, favorite products and brands, and public collections (never private ones). " +
      'The page forwards its query string (utm parameters only); a view is never a click and attributes no purchase, with or without utm_source: ' +
      "the profile's product links carry the source, and following one records the click (POST /api/clicks). " +
      `Every view by someone other than the owner counts once toward the owner's profileViews, a visitor (client address and user agent) at most once per ${PROFILE_VIEW_WINDOW_MINUTES} minutes.`,
  })
  @ApiParam({ name: 'username', example: 'mayapours' })
  @ApiOkResponse({ type: PublicProfileDto })
  @ApiDomainErrors(new EntityNotFoundError('Profile', PROFILE_NOT_FOUND))
  async getPublicProfile(
    @Param('username') username: string,
    // Validated so the page's forwarded utm parameters are checked; a view uses none of them.
    @Query() _utmParameters: PublicProfileQueryDto,
    @OptionalUser() viewer: SignedInUser | null,
    @Req() request: Request,
  ): Promise<PublicProfileDto> {
    const profile = await this.queryBus.execute(new GetPublicProfileQuery(username));
    if (!profile) throw new EntityNotFoundError('Profile', PROFILE_NOT_FOUND);
    await this.commandBus.execute(
      new RecordProfileVisitCommand(profile.user.id, viewer?.id ?? null, clientAddress(request), request.get('user-agent')?.slice(0, MAX_USER_AGENT_LENGTH) ?? null),
    );
    return toPublicProfileDto(profile);
  }
}

function toPublicProfileDto(profile: PublicProfile): PublicProfileDto {
  const { user } = profile;
  return {
    user: { id: user.id, username: user.username, displayName: user.displayName, bio: user.bio, profileImage: user.profileImage, heroImage: user.heroImage, createdAt: user.createdAt },
    favoriteProducts: profile.favoriteProducts.map((product) => ({ id: product.productId, name: product.name, price: centsToDollars(product.priceCents), categories: product.categories, image: product.image })),
    favoriteBrands: profile.favoriteBrands.map((brand) => ({ id: brand.brandId, name: brand.name, logo: brand.logo, blurb: brand.blurb })),
    publicCollections: profile.publicCollections.map((collection) => ({
      id: collection.id,
      name: collection.name,
      description: collection.description,
      productCount: collection.productCount,
      products: collection.products.map((product) => ({ id: product.id, name: product.name, image: product.image, price: centsToDollars(product.priceCents) })),
      createdAt: collection.createdAt,
    })),
  };
}
