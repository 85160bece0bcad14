import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { CREATOR_APPLICATION_COLUMNS, CREATOR_APPLICATION_VIEW, CreatorApplicationView } from '../creator-application-views';
import { GetMyCreatorApplicationQuery } from './get-my-creator-application.query';

const LATEST_APPLICATION = sqlStatement(
  'curation.my-creator-application',
  `select ${CREATOR_APPLICATION_COLUMNS} from creator_applications a where a.user_id = $1 order by a.created_at desc, a.id desc limit 1`,
  CREATOR_APPLICATION_VIEW,
);

@QueryHandler(GetMyCreatorApplicationQuery)
export class GetMyCreatorApplicationHandler implements IQueryHandler<GetMyCreatorApplicationQuery, CreatorApplicationView | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId }: GetMyCreatorApplicationQuery): Promise<CreatorApplicationView | null> {
    return (await this.sql.maybeOne(LATEST_APPLICATION, [userId])) ?? null;
  }
}
