import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import type { CreatorView } from '../../ports/curation-read-model.port';
import { CREATOR_COLUMNS, CREATOR_ROW } from '../creator-rows';
import { ListCreatorsQuery } from './list-creators.query';

/** `$1` the limit, `$2` featured or not (null: every published page); most followed first. */
const CREATORS = sqlStatement(
  'curation.creators',
  `select ${CREATOR_COLUMNS} from creators c where c.unpublished_at is null and ($2::boolean is null or c.featured = $2) order by c.followers desc, c.handle limit $1`,
  CREATOR_ROW,
);

@QueryHandler(ListCreatorsQuery)
export class ListCreatorsHandler implements IQueryHandler<ListCreatorsQuery, CreatorView[]> {
  constructor(private readonly sql: Sql) {}

  execute({ limit, featured }: ListCreatorsQuery): Promise<CreatorView[]> {
    return this.sql.rows(CREATORS, [limit, featured ?? null]);
  }
}
