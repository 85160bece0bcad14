import { Query } from '@nestjs/cqrs';
import type { CreatorView } from '../../ports/curation-read-model.port';

/** Creator pages by id, with their owning account and the categories of the products they endorse (brand tools: gifts, discovery). Unknown ids are left out. */
export class FindCreatorsByIdsQuery extends Query<(CreatorView & { endorsedCategories: string[] })[]> {
  /** `ids` null: every creator page. */
  constructor(readonly ids: readonly string[] | null) {
    super();
  }
}
