import { Command } from '@nestjs/cqrs';
import type { ProfileCollectionView } from '../../ports/profile-collections.port';

/** POST /api/user/collections: name required after trimming, description optional, private by default. */
export class CreateProfileCollectionCommand extends Command<ProfileCollectionView> {
  constructor(
    readonly userId: string,
    readonly name: string,
    readonly description: string | null | undefined,
    readonly isPublic: boolean | undefined,
  ) {
    super();
  }
}
