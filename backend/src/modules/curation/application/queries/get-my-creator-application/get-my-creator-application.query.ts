import { Query } from '@nestjs/cqrs';
import type { CreatorApplicationView } from '../creator-application-views';

/** The signed-in user's latest creator application, or null when they never applied. */
export class GetMyCreatorApplicationQuery extends Query<CreatorApplicationView | null> {
  constructor(readonly userId: string) {
    super();
  }
}
