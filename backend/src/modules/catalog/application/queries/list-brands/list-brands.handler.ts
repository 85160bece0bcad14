import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { LagTolerantSql, sqlStatement } from '../../../../../shared/application/sql';
import { BrandCriterion, brandCriterion } from '../../../domain/brand-filter';
import { BRAND_CARD_THUMBNAILS } from '../../../domain/product-listing';
import type { BrandView } from '../../catalog-views';
import { BRAND_COLUMNS, BRAND_ROW } from '../catalog-rows';
import { ListBrandsQuery } from './list-brands.query';

@QueryHandler(ListBrandsQuery)
export class ListBrandsHandler implements IQueryHandler<ListBrandsQuery, BrandView[]> {
  constructor(private readonly sql: LagTolerantSql) {}

  execute({ filter }: ListBrandsQuery): Promise<BrandView[]> {
    return this.brands(filter === undefined ? null : brandCriterion(filter), BRAND_CARD_THUMBNAILS);
  }

  /** Brands satisfying the criterion (all without one), by name, each with up to `thumbnails` product thumbnails. */
  brands(criterion: BrandCriterion | null, thumbnails: number): Promise<BrandView[]> {
    const values: unknown[] = [thumbnails];
    let where = '';
    if (criterion?.kind === 'tag') where = `where $${values.push(criterion.tag)} = any(b.tags)`;
    if (criterion?.kind === 'country') where = `where b.country = $${values.push(criterion.country)}`;
    if (criterion?.kind === 'not-country') where = `where b.country is not null and b.country <> $${values.push(criterion.country)}`;
    return this.sql.rows(sqlStatement('catalog.brands', `select ${BRAND_COLUMNS} from brands b ${where} order by lower(b.name), b.id`, BRAND_ROW), values);
  }
}
