import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { FindUserIdByUsernameQuery } from '../../../../identity';
import { CURATION_READ_MODEL, CurationReadModel } from '../../ports/curation-read-model.port';
import { FindCreatorByReferenceQuery } from './find-creator-by-reference.query';

@QueryHandler(FindCreatorByReferenceQuery)
export class FindCreatorByReferenceHandler implements IQueryHandler<FindCreatorByReferenceQuery, string | null> {
  constructor(
    @Inject(CURATION_READ_MODEL) private readonly curation: CurationReadModel,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ reference }: FindCreatorByReferenceQuery): Promise<string | null> {
    const named = await this.curation.findCreatorIdByReference(reference);
    if (named) return named;
    // Accounts are identity's: ask it for the username, then find the page that account owns.
    const ownerId = await this.queryBus.execute(new FindUserIdByUsernameQuery(reference));
    return ownerId ? this.curation.findCreatorIdByOwner(ownerId) : null;
  }
}
