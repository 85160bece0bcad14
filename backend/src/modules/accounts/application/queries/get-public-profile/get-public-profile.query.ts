import { Query } from '@nestjs/cqrs';
import type { PublicProfile } from '../../public-profile';

/** The public profile of the account with exactly this username; null when there is none (or it is deactivated). */
export class GetPublicProfileQuery extends Query<PublicProfile | null> {
  constructor(readonly username: string) {
    super();
  }
}
