import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FavoriteBrandNotFoundError, FavoriteProductNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { ProfileCollectionNotFoundError } from '../../../domain/profile-collections';
import { CollectionNotPublicError, ShareItemRequiredError, shareUrl } from '../../../domain/profile-share';
import { FAVORITES_REPOSITORY, FavoritesRepository } from '../../ports/favorites.port';
import { PROFILE_COLLECTIONS, ProfileCollections } from '../../ports/profile-collections.port';
import { GetShareLinkQuery } from './get-share-link.query';

/** The shop's public origin (PUBLIC_ORIGIN, e.g. https://rounds.example): share links start with it. Null when unset (outside production). */
export const PUBLIC_ORIGIN = Symbol('PUBLIC_ORIGIN');

@QueryHandler(GetShareLinkQuery)
export class GetShareLinkHandler implements IQueryHandler<GetShareLinkQuery, string> {
  constructor(
    @Inject(PUBLIC_ORIGIN) private readonly publicOrigin: string | null,
    @Inject(FAVORITES_REPOSITORY) private readonly catalog: Pick<FavoritesRepository, 'productExists' | 'brandExists'>,
    @Inject(PROFILE_COLLECTIONS) private readonly collections: ProfileCollections,
  ) {}

  async execute({ user, type, itemId, requestOrigin }: GetShareLinkQuery): Promise<string> {
    if (type !== 'profile' && !itemId) throw new ShareItemRequiredError(type);
    if (type === 'product' && !(await this.catalog.productExists(itemId!))) throw new FavoriteProductNotFoundError();
    if (type === 'brand' && !(await this.catalog.brandExists(itemId!))) throw new FavoriteBrandNotFoundError();
    if (type === 'collection') {
      const collection = await this.collections.find(user.id, itemId!);
      if (!collection) throw new ProfileCollectionNotFoundError();
      if (!collection.isPublic) throw new CollectionNotPublicError();
    }
    // Without PUBLIC_ORIGIN (development, a preview on another port) the shop is where the request came in.
    const origin = this.publicOrigin ?? requestOrigin ?? 'http://localhost:3000';
    return shareUrl(origin, user.username, type, type === 'profile' ? null : itemId);
  }
}
