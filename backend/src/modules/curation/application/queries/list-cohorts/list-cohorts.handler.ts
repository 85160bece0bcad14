import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import type { CohortView } from '../../ports/curation-read-model.port';
import { ListCohortsQuery } from './list-cohorts.query';

/** `$1` featured or not (null: every cohort); active cohorts only, by name. */
const COHORTS = sqlStatement(
  'curation.cohorts',
  `select id, name, description, image, category, featured, creator_count as "creatorCount"
     from cohorts where active and ($1::boolean is null or featured = $1) order by lower(name), id`,
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    category: z.string().nullable(),
    featured: z.boolean(),
    creatorCount: z.number(),
  }),
);

@QueryHandler(ListCohortsQuery)
export class ListCohortsHandler implements IQueryHandler<ListCohortsQuery, CohortView[]> {
  constructor(private readonly sql: Sql) {}

  execute({ featured }: ListCohortsQuery): Promise<CohortView[]> {
    return this.sql.rows(COHORTS, [featured ?? null]);
  }
}
