import { Injectable } from '@nestjs/common';
import { SqlReader } from '../../../../shared/infrastructure/database/sql-reader';
import type { PublicCollections, PublicCollectionView } from '../../application/ports/public-collections.port';

interface Row {
  id: string;
  name: string;
  description: string | null;
  created_at: Date;
  product_count: string;
  first_products: { id: string; name: string; image: string | null; price_cents: number }[] | null;
}

/** Public profile collections, each with its product count and first four products (catalog_products_v). */
@Injectable()
export class SqlPublicCollections implements PublicCollections {
  constructor(private readonly sql: SqlReader) {}

  async listPublic(userId: string): Promise<PublicCollectionView[]> {
    const rows = await this.sql.preparedRows<Row>(
      `select k.id, k.name, k.description, k.created_at,
              (select count(*) from collection_items i join catalog_products_v p on p.id = i.product_id where i.collection_id = k.id) as product_count,
              (select json_agg(json_build_object('id', t.id, 'name', t.name, 'image', t.image, 'price_cents', t.price_cents) order by t.position)
                 from (select p.id, p.name, p.image, p.price_cents, i.position
                         from collection_items i join catalog_products_v p on p.id = i.product_id
                        where i.collection_id = k.id order by i.position, i.id limit 4) t) as first_products
         from collections k
        where k.user_id = $1 and k.is_public
        order by k.created_at desc, k.id`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      createdAt: new Date(row.created_at),
      productCount: Number(row.product_count),
      products: (row.first_products ?? []).map((product) => ({ id: product.id, name: product.name, image: product.image, priceCents: Number(product.price_cents) })),
    }));
  }
}
