import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FavoriteBrandView, FavoriteProductView, FavoritesRepository } from '../../application/ports/favorites.port';

interface FavoriteProductRow {
  product_id: string;
  name: string;
  price_cents: number;
  categories: string[];
  image: string | null;
  /** timestamptz columns come back from raw SQL as text. */
  favorited_at: string;
}

interface FavoriteBrandRow {
  brand_id: string;
  name: string;
  logo: string | null;
  blurb: string | null;
  favorited_at: string;
}

const SELECT_FAVORITE_PRODUCTS = `
  select p.id as product_id, p.name, p.price_cents, p.categories, p.image, f.created_at as favorited_at
    from favorites f join catalog_products_v p on p.id = f.product_id`;

const SELECT_FAVORITE_BRANDS = `
  select b.id as brand_id, b.name, b.logo, b.blurb, f.created_at as favorited_at
    from brand_favorites f join catalog_brands_v b on b.id = f.brand_id`;

/** Favorites are curation's; the products and brands they name are read through the catalog's public views. */
@Injectable()
export class PostgresFavoritesRepository implements FavoritesRepository {
  constructor(private readonly em: EntityManager) {}

  async productExists(productId: string): Promise<boolean> {
    return (await this.em.execute('select 1 from catalog_products_v where id = ?', [productId])).length > 0;
  }

  async brandExists(brandId: string): Promise<boolean> {
    return (await this.em.execute('select 1 from catalog_brands_v where id = ?', [brandId])).length > 0;
  }

  async addProduct(userId: string, productId: string): Promise<void> {
    await this.em.execute(
      `insert into favorites (id, user_id, product_id, created_at, updated_at) values (gen_random_uuid(), ?, ?, clock_timestamp(), clock_timestamp())
       on conflict (user_id, product_id) do nothing`,
      [userId, productId],
    );
  }

  async removeProduct(userId: string, productId: string): Promise<void> {
    await this.em.execute('delete from favorites where user_id = ? and product_id = ?', [userId, productId]);
  }

  async addBrand(userId: string, brandId: string): Promise<void> {
    await this.em.execute(
      `insert into brand_favorites (id, user_id, brand_id, created_at, updated_at) values (gen_random_uuid(), ?, ?, clock_timestamp(), clock_timestamp())
       on conflict (user_id, brand_id) do nothing`,
      [userId, brandId],
    );
  }

  async removeBrand(userId: string, brandId: string): Promise<void> {
    await this.em.execute('delete from brand_favorites where user_id = ? and brand_id = ?', [userId, brandId]);
  }

  async listProducts(userId: string): Promise<FavoriteProductView[]> {
    const rows = await this.em.execute<FavoriteProductRow[]>(`${SELECT_FAVORITE_PRODUCTS} where f.user_id = ? order by f.created_at desc, f.id`, [userId]);
    return rows.map(toFavoriteProduct);
  }

  async findProduct(userId: string, productId: string): Promise<FavoriteProductView | null> {
    const [row] = await this.em.execute<FavoriteProductRow[]>(`${SELECT_FAVORITE_PRODUCTS} where f.user_id = ? and f.product_id = ?`, [userId, productId]);
    return row ? toFavoriteProduct(row) : null;
  }

  async listBrands(userId: string): Promise<FavoriteBrandView[]> {
    const rows = await this.em.execute<FavoriteBrandRow[]>(`${SELECT_FAVORITE_BRANDS} where f.user_id = ? order by f.created_at desc, f.id`, [userId]);
    return rows.map(toFavoriteBrand);
  }

  async findBrand(userId: string, brandId: string): Promise<FavoriteBrandView | null> {
    const [row] = await this.em.execute<FavoriteBrandRow[]>(`${SELECT_FAVORITE_BRANDS} where f.user_id = ? and f.brand_id = ?`, [userId, brandId]);
    return row ? toFavoriteBrand(row) : null;
  }
}

function toFavoriteProduct(row: FavoriteProductRow): FavoriteProductView {
  return { productId: row.product_id, name: row.name, priceCents: row.price_cents, categories: row.categories, image: row.image, favoritedAt: new Date(row.favorited_at) };
}

function toFavoriteBrand(row: FavoriteBrandRow): FavoriteBrandView {
  return { brandId: row.brand_id, name: row.name, logo: row.logo, blurb: row.blurb, favoritedAt: new Date(row.favorited_at) };
}
