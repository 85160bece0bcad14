import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AuditLogRow, BACK_OFFICE_STORE, BackOfficeStore, Page } from '../../ports/back-office-store.port';
import { ListAuditLogQuery } from './list-audit-log.query';

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery, Page<AuditLogRow>> {
  constructor(@Inject(BACK_OFFICE_STORE) private readonly store: BackOfficeStore) {}

  execute({ filter }: ListAuditLogQuery): Promise<Page<AuditLogRow>> {
    return this.store.listAuditLog(filter);
  }
}
