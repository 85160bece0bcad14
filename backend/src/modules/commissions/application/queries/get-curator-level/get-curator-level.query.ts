import { Query } from '@nestjs/cqrs';
import type { CuratorLevelProgress } from '../../../domain/curator-level-progress';

/** The account's curator level and the way to the next (settings dialog, Profile Settings). */
export class GetCuratorLevelQuery extends Query<CuratorLevelProgress> {
  constructor(readonly userId: string) {
    super();
  }
}
