import { Query } from '@nestjs/cqrs';
import type { BrandView } from '../../ports/catalog-read-model.port';

export class GetBrandQuery extends Query<BrandView> {
  constructor(readonly brandId: string) {
    super();
  }
}
