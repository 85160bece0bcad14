import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { BrandNotFoundError } from '../../../domain/catalog.errors';
import { BRAND_CARD_THUMBNAILS } from '../../../domain/product-listing';
import type { BrandView } from '../../catalog-views';
import { BRAND_COLUMNS, BRAND_ROW } from '../catalog-rows';
import { GetBrandQuery } from './get-brand.query';

const BRAND = sqlStatement('catalog.brand', `select ${BRAND_COLUMNS} from brands b where b.id = $2`, BRAND_ROW);

@QueryHandler(GetBrandQuery)
export class GetBrandHandler implements IQueryHandler<GetBrandQuery, BrandView> {
  constructor(private readonly sql: Sql) {}

  async execute({ brandId }: GetBrandQuery): Promise<BrandView> {
    const brand = await this.brand(brandId, BRAND_CARD_THUMBNAILS);
    if (!brand) throw new BrandNotFoundError(brandId);
    return brand;
  }

  /** The brand card with up to `thumbnails` product thumbnails, or null. */
  async brand(brandId: string, thumbnails: number): Promise<BrandView | null> {
    return (await this.sql.maybeOne(BRAND, [thumbnails, brandId])) ?? null;
  }
}
