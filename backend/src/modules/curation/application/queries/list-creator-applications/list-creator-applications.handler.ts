import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { CREATOR_APPLICATION_COLUMNS, CREATOR_APPLICATION_VIEW, CreatorApplicationView } from '../creator-application-views';
import { ListCreatorApplicationsQuery } from './list-creator-applications.query';

const APPLICATION_PAGE = sqlStatement(
  'curation.creator-application-page',
  `select ${CREATOR_APPLICATION_COLUMNS} from creator_applications a
    where ($1::text is null or a.status = $1) order by a.created_at desc, a.id desc limit $2 offset $3`,
  CREATOR_APPLICATION_VIEW,
);
const APPLICATION_COUNT = sqlStatement(
  'curation.creator-application-count',
  'select count(*) as total from creator_applications where ($1::text is null or status = $1)',
  z.object({ total: z.coerce.number() }),
);

@QueryHandler(ListCreatorApplicationsQuery)
export class ListCreatorApplicationsHandler implements IQueryHandler<ListCreatorApplicationsQuery, { items: CreatorApplicationView[]; total: number }> {
  constructor(private readonly sql: Sql) {}

  async execute({ filter }: ListCreatorApplicationsQuery) {
    const status = filter.status ?? null;
    const [items, { total }] = await Promise.all([this.sql.rows(APPLICATION_PAGE, [status, filter.limit, filter.offset]), this.sql.one(APPLICATION_COUNT, [status])]);
    return { items, total };
  }
}
