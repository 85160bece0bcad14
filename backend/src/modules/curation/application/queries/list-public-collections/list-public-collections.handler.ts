import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { ListPublicCollectionsQuery, PublicCollectionView } from './list-public-collections.query';

/** Each public collection with its product count and first four products (catalog_products_v). */
const PUBLIC_COLLECTIONS = sqlStatement(
  'curation.public-collections',
  `select k.id, k.name, k.description, k.created_at,
          (select count(*) from collection_items i join catalog_products_v p on p.id = i.product_id where i.collection_id = k.id) as product_count,
          (select json_agg(json_build_object('id', t.id, 'name', t.name, 'image', t.image, 'price_cents', t.price_cents) order by t.position)
             from (select p.id, p.name, p.image, p.price_cents, i.position
                     from collection_items i join catalog_products_v p on p.id = i.product_id
                    where i.collection_id = k.id order by i.position, i.id limit 4) t) as first_products
     from collections k
    where k.user_id = $1 and k.is_public
    order by k.created_at desc, k.id`,
  z.object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    created_at: z.date(),
    product_count: z.coerce.number(),
    first_products: z.array(z.object({ id: z.string(), name: z.string(), image: z.string().nullable(), price_cents: z.coerce.number() })).nullable(),
  }),
  { prepared: true },
);

@QueryHandler(ListPublicCollectionsQuery)
export class ListPublicCollectionsHandler implements IQueryHandler<ListPublicCollectionsQuery, PublicCollectionView[]> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId }: ListPublicCollectionsQuery): Promise<PublicCollectionView[]> {
    const rows = await this.sql.rows(PUBLIC_COLLECTIONS, [userId]);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      createdAt: row.created_at,
      productCount: row.product_count,
      products: (row.first_products ?? []).map((product) => ({ id: product.id, name: product.name, image: product.image, priceCents: product.price_cents })),
    }));
  }
}
