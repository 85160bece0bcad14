import { Query } from '@nestjs/cqrs';
import type { AdminCreatorView } from '../../ports/curation-read-model.port';

export class ListCreatorsForAdminQuery extends Query<{ items: AdminCreatorView[]; total: number }> {
  constructor(readonly criteria: { search?: string; limit: number; offset: number }) {
    super();
  }
}
