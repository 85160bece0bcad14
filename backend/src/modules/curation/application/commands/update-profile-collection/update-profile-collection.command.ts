import { Command } from '@nestjs/cqrs';
import type { ProfileCollectionView } from '../../ports/profile-collections.port';

/** PATCH /api/user/collections/{id}: rename, describe, make public or private; only the owner's (else 404). */
export class UpdateProfileCollectionCommand extends Command<ProfileCollectionView> {
  constructor(
    readonly userId: string,
    readonly collectionId: string,
    readonly changes: { name?: string; description?: string | null; isPublic?: boolean },
  ) {
    super();
  }
}
