import { Query } from '@nestjs/cqrs';
import type { AdminProductRow } from '../../ports/admin-read-model.port';

export interface AdminProductPage {
  items: AdminProductRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the admin Products table; pages count from 1. */
export class ListAdminProductsQuery extends Query<AdminProductPage> {
  constructor(
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
