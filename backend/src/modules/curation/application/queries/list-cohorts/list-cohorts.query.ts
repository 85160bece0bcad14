import { Query } from '@nestjs/cqrs';
import type { CohortView } from '../../ports/curation-read-model.port';

export class ListCohortsQuery extends Query<CohortView[]> {
  constructor(readonly featured?: boolean) {
    super();
  }
}
