import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { ProductNotFoundError } from '../../../domain/catalog.errors';
import { PRODUCT_ROW, toProductView } from '../catalog-rows';
import { PRODUCT_COLUMNS } from '../list-products/product-listing.sql';
import { ListedProduct, shopperRules, withAvailability } from '../product-availability';
import { GetProductQuery } from './get-product.query';

const PRODUCT = sqlStatement(
  'catalog.product',
  `select ${PRODUCT_COLUMNS}, (select d.description from image_descriptions d where d.image_path = p.image) as "imageDescription"
     from products p join brands b on b.id = p.brand_id where p.id = $1`,
  PRODUCT_ROW,
);

@QueryHandler(GetProductQuery)
export class GetProductHandler implements IQueryHandler<GetProductQuery, ListedProduct> {
  constructor(
    private readonly sql: Sql,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ productId, state }: GetProductQuery): Promise<ListedProduct> {
    const rules = await shopperRules(this.queryBus, state);
    const row = await this.sql.maybeOne(PRODUCT, [productId]);
    if (!row) throw new ProductNotFoundError(productId);
    return withAvailability(toProductView(row), rules);
  }
}
