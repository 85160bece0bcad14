import { Query } from '@nestjs/cqrs';
import type { BrandFilter } from '../../../domain/brand-filter';
import type { BrandView } from '../../catalog-views';

export class ListBrandsQuery extends Query<BrandView[]> {
  constructor(readonly filter?: BrandFilter) {
    super();
  }
}
