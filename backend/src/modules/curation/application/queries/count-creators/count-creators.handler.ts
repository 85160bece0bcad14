import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { CountCreatorsQuery } from './count-creators.query';

const CREATOR_COUNT = sqlStatement('curation.creator-count', 'select count(*)::int as n from creators where unpublished_at is null', z.object({ n: z.number() }));

@QueryHandler(CountCreatorsQuery)
export class CountCreatorsHandler implements IQueryHandler<CountCreatorsQuery, number> {
  constructor(private readonly sql: Sql) {}

  async execute(): Promise<number> {
    return (await this.sql.one(CREATOR_COUNT)).n;
  }
}
