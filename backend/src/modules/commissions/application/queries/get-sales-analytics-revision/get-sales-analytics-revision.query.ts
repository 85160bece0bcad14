import { Query } from '@nestjs/cqrs';

/**
 * The version of the user's sales analytics: equal strings mean an equal answer. Made of the user's revision
 * (moved by every write to their entries, rollups and clicks), the catalog's revision (product images) and
 * the UTC date (the 30-day window rolls at midnight).
 */
export class GetSalesAnalyticsRevisionQuery extends Query<string> {
  constructor(readonly userId: string) {
    super();
  }
}
