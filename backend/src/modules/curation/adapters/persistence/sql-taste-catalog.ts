import { Injectable } from '@nestjs/common';
import { SqlReader } from '../../../../shared/infrastructure/database/sql-reader';
import type { TasteCandidate, TasteCatalog } from '../../application/ports/taste-catalog.port';

interface Row {
  id: string;
  name: string;
  brand_id: string;
  brand_name: string | null;
  price_cents: string | number;
  abv: string | null;
  categories: string[] | null;
  tags: string[] | null;
  image: string | null;
  available: boolean;
  delivery_available: boolean;
  shipping_available: boolean;
  markets: string[] | null;
}

const COLUMNS = `p.id, p.name, p.brand_id, b.name as brand_name, p.price_cents, p.abv, p.categories, p.tags, p.image,
  p.available, p.delivery_available, p.shipping_available, p.markets`;

const toCandidate = (row: Row): TasteCandidate => ({
  id: row.id,
  name: row.name,
  brandId: row.brand_id,
  brandName: row.brand_name ?? '',
  priceCents: Number(row.price_cents),
  abv: row.abv,
  categories: row.categories ?? [],
  tags: row.tags ?? [],
  image: row.image,
  available: row.available,
  deliveryAvailable: row.delivery_available,
  shippingAvailable: row.shipping_available,
  markets: row.markets,
});

/** Favorites are curation's; products and brands come through the catalog's public views. */
@Injectable()
export class SqlTasteCatalog implements TasteCatalog {
  constructor(private readonly sql: SqlReader) {}

  async hearted(userId: string): Promise<TasteCandidate[]> {
    const rows = await this.sql.preparedRows<Row>(
      `select ${COLUMNS} from favorites f join catalog_products_v p on p.id = f.product_id left join catalog_brands_v b on b.id = p.brand_id
        where f.user_id = $1 order by f.created_at desc, f.id`,
      [userId],
    );
    return rows.map(toCandidate);
  }

  async candidates(userId: string, shared: { categories: string[]; brandIds: string[]; tags: string[] }, limit: number): Promise<TasteCandidate[]> {
    const rows = await this.sql.preparedRows<Row>(
      `select ${COLUMNS} from catalog_products_v p left join catalog_brands_v b on b.id = p.brand_id
        where p.available
          and not exists (select 1 from favorites f where f.user_id = $1 and f.product_id = p.id)
          and (p.categories && $2::text[] or p.brand_id = any($3::uuid[]) or p.tags && $4::text[])
        order by p.created_at desc, p.id
        limit $5`,
      [userId, shared.categories, shared.brandIds, shared.tags, limit],
    );
    return rows.map(toCandidate);
  }
}
