import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetUserProfileQuery, ListFavoriteBrandsQuery, ListFavoriteProductsQuery, ListPublicCollectionsQuery } from '../../../../curation';
import { FindUserIdByUsernameQuery, GetCurrentUserQuery } from '../../../../identity';
import type { PublicProfile } from '../../public-profile';
import { GetPublicProfileQuery } from './get-public-profile.query';

/** Composes a public profile from its owners' public queries, picking public fields only. */
@QueryHandler(GetPublicProfileQuery)
export class GetPublicProfileHandler implements IQueryHandler<GetPublicProfileQuery, PublicProfile | null> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ username }: GetPublicProfileQuery): Promise<PublicProfile | null> {
    const userId = await this.queryBus.execute(new FindUserIdByUsernameQuery(username));
    if (!userId) return null;
    const [account, profile, favoriteProducts, favoriteBrands, publicCollections] = await Promise.all([
      this.queryBus.execute(new GetCurrentUserQuery(userId)),
      this.queryBus.execute(new GetUserProfileQuery(userId)),
      this.queryBus.execute(new ListFavoriteProductsQuery(userId)),
      this.queryBus.execute(new ListFavoriteBrandsQuery(userId)),
      this.queryBus.execute(new ListPublicCollectionsQuery(userId)),
    ]);
    if (!account) return null; // deactivated
    return {
      user: {
        id: account.id,
        username: account.username,
        displayName: profile.displayName,
        bio: profile.bio,
        profileImage: profile.profileImage,
        heroImage: profile.heroImage,
        createdAt: account.createdAt,
      },
      favoriteProducts,
      favoriteBrands,
      publicCollections,
    };
  }
}
