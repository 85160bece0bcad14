import { Query } from '@nestjs/cqrs';
import type { BrandView } from '../../catalog-views';

export class GetBrandQuery extends Query<BrandView> {
  constructor(readonly brandId: string) {
    super();
  }
}
