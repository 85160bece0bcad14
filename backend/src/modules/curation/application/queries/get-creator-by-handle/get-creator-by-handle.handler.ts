import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CreatorNotFoundError } from '../../../domain/curation-read.errors';
import { CreatorView, CURATION_READ_MODEL, CurationReadModel } from '../../ports/curation-read-model.port';
import { GetCreatorByHandleQuery } from './get-creator-by-handle.query';

@QueryHandler(GetCreatorByHandleQuery)
export class GetCreatorByHandleHandler implements IQueryHandler<GetCreatorByHandleQuery, CreatorView> {
  constructor(@Inject(CURATION_READ_MODEL) private readonly curation: CurationReadModel) {}

  async execute({ handle }: GetCreatorByHandleQuery): Promise<CreatorView> {
    const creator = await this.curation.findCreatorByHandle(handle);
    if (!creator) throw new CreatorNotFoundError(`@${handle}`);
    return creator;
  }
}
