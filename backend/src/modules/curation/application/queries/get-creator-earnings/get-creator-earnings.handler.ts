import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import type { Cents } from '../../../../../shared/domain/money';
import { GetCreatorEarningsQuery } from './get-creator-earnings.query';

const CREATOR_EARNINGS_TOTALS = sqlStatement(
  'curation.creator-earnings-totals',
  'select id, total_earnings_cents as cents from creators',
  z.object({ id: z.string(), cents: z.coerce.number() }),
);

@QueryHandler(GetCreatorEarningsQuery)
export class GetCreatorEarningsHandler implements IQueryHandler<GetCreatorEarningsQuery, Map<string, Cents>> {
  constructor(private readonly sql: Sql) {}

  async execute(): Promise<Map<string, Cents>> {
    return new Map((await this.sql.rows(CREATOR_EARNINGS_TOTALS)).map((row) => [row.id, row.cents]));
  }
}
