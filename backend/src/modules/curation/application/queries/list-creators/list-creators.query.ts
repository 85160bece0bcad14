import { Query } from '@nestjs/cqrs';
import type { CreatorView } from '../../ports/curation-read-model.port';

export class ListCreatorsQuery extends Query<CreatorView[]> {
  constructor(
    readonly limit: number,
    readonly featured?: boolean,
  ) {
    super();
  }
}
