import { Query } from '@nestjs/cqrs';
import type { CreatorApplicationStatus } from '../../../domain/creator-application';
import type { CreatorApplicationView } from '../creator-application-views';

/** The admins' review list: applications newest first, optionally of one status, paged. */
export class ListCreatorApplicationsQuery extends Query<{ items: CreatorApplicationView[]; total: number }> {
  constructor(readonly filter: { status?: CreatorApplicationStatus; limit: number; offset: number }) {
    super();
  }
}
