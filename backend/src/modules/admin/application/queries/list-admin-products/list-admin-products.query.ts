import type { ProductAvailability } from '../../../../catalog';
import { Query } from '@nestjs/cqrs';

/** A row of the admin Products tab: name, brand, first category, price, availableForDelivery and availability. */
export interface AdminProductRow {
  id: string;
  name: string;
  brandName: string;
  firstCategory: string | null;
  priceCents: number;
  availableForDelivery: boolean;
  availability: ProductAvailability;
  createdAt: Date;
}

export interface AdminProductPage {
  items: AdminProductRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the admin Products table, newest first; pages count from 1. */
export class ListAdminProductsQuery extends Query<AdminProductPage> {
  constructor(
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
