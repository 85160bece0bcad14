import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SqlReader } from '../../shared/infrastructure/database/sql-reader';
import { CURATION_READ_MODEL } from './application/ports/curation-read-model.port';
import { GetCreatorByHandleHandler } from './application/queries/get-creator-by-handle/get-creator-by-handle.handler';
import { GetFeedHandler } from './application/queries/get-feed/get-feed.handler';
import { ListCohortsHandler } from './application/queries/list-cohorts/list-cohorts.handler';
import { ListCreatorCollectionsHandler } from './application/queries/list-creator-collections/list-creator-collections.handler';
import { ListCreatorsHandler } from './application/queries/list-creators/list-creators.handler';
import { CohortsController } from './adapters/http/cohorts.controller';
import { CreatorsController } from './adapters/http/creators.controller';
import { FeedController } from './adapters/http/feed.controller';
import { SqlCurationReadModel } from './adapters/persistence/sql-curation-read-model';

@Module({
  imports: [CqrsModule],
  controllers: [CreatorsController, CohortsController, FeedController],
  providers: [
    SqlReader,
    { provide: CURATION_READ_MODEL, useClass: SqlCurationReadModel },
    ListCreatorsHandler,
    GetCreatorByHandleHandler,
    ListCohortsHandler,
    ListCreatorCollectionsHandler,
    GetFeedHandler,
  ],
  exports: [],
})
export class CurationModule {}
