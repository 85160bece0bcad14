import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { GetCatalogRevisionQuery } from '../../../../catalog';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { FreshSharedRead } from '../../../../../shared/application/fresh-shared-read';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { GetSalesAnalyticsRevisionQuery } from './get-sales-analytics-revision.query';

/**
 * `$1` the user. commission_analytics_revisions moves (by trigger, see its migration) in the same transaction
 * as every write to what the sales figures read of theirs (entries, daily rollups, clicks).
 */
const USER_REVISION = sqlStatement(
  'commissions.analytics-revision',
  'select coalesce((select revision from commission_analytics_revisions where user_id = $1), 0)::text as revision',
  z.object({ revision: z.string() }),
  { prepared: true },
);

/** Users whose revision reads are shared among concurrent requests; beyond it the oldest user's sharing starts over (still correct). */
const SHARED_REVISION_READS_KEPT = 10_000;

@QueryHandler(GetSalesAnalyticsRevisionQuery)
export class GetSalesAnalyticsRevisionHandler implements IQueryHandler<GetSalesAnalyticsRevisionQuery, string> {
  private readonly revisionReads = new Map<string, FreshSharedRead<string>>();

  constructor(
    private readonly sql: Sql,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetSalesAnalyticsRevisionQuery): Promise<string> {
    // The date is taken before the reads: figures read afterwards are at least as new (a midnight in between
    // only stores a newer answer under the older key, which the next request misses).
    const today = this.clock.now().toISOString().slice(0, 10);
    const [user, catalog] = await Promise.all([this.userRevision(userId), this.queryBus.execute(new GetCatalogRevisionQuery())]);
    return `${user}:${catalog}:${today}`;
  }

  /** Read from PostgreSQL, never older than the call; concurrent requests of one user share fresh reads. */
  private userRevision(userId: string): Promise<string> {
    let read = this.revisionReads.get(userId);
    if (!read) {
      if (this.revisionReads.size >= SHARED_REVISION_READS_KEPT) this.revisionReads.delete(this.revisionReads.keys().next().value as string);
      read = new FreshSharedRead(async () => (await this.sql.one(USER_REVISION, [userId])).revision);
      this.revisionReads.set(userId, read);
    }
    return read.get();
  }
}
