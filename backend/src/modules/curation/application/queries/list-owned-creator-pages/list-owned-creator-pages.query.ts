import { Query } from '@nestjs/cqrs';
import type { OwnedCreatorPage } from '../../ports/creator-earnings.port';

/** The creator pages an account owns, with their utm codes (the creator dashboard's links). */
export class ListOwnedCreatorPagesQuery extends Query<OwnedCreatorPage[]> {
  constructor(readonly userId: string) {
    super();
  }
}
