import { Query } from '@nestjs/cqrs';
import type { CreatorView } from '../../ports/curation-read-model.port';

export class GetCreatorByHandleQuery extends Query<CreatorView> {
  constructor(readonly handle: string) {
    super();
  }
}
