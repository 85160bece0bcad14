import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BACK_OFFICE_STORE, BackOfficeStore, Page, SignupRow } from '../../ports/back-office-store.port';
import { ListSignupsQuery } from './list-signups.query';

@QueryHandler(ListSignupsQuery)
export class ListSignupsHandler implements IQueryHandler<ListSignupsQuery, Page<SignupRow>> {
  constructor(@Inject(BACK_OFFICE_STORE) private readonly store: BackOfficeStore) {}

  execute({ page }: ListSignupsQuery): Promise<Page<SignupRow>> {
    return this.store.listSignups(page);
  }
}
