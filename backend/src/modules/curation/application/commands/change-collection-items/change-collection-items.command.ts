import { Command } from '@nestjs/cqrs';
import type { ProfileCollectionView } from '../../ports/profile-collections.port';

/**
 * POST /api/user/collections/{id}/items {productId} (add, idempotent) and DELETE …/items/{productId}
 * (remove, idempotent): only on the owner's collection (else 404); an unknown product → 404.
 */
export class ChangeCollectionItemsCommand extends Command<ProfileCollectionView> {
  constructor(
    readonly userId: string,
    readonly collectionId: string,
    readonly change: 'add' | 'remove',
    readonly productId: string,
  ) {
    super();
  }
}
