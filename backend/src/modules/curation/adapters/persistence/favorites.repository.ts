import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Sql } from '../../../../shared/application/sql';
import type { FavoriteBrandView, FavoriteProductView, FavoritesRepository } from '../../application/ports/favorites.port';
import { FAVORITE_BRAND, FAVORITE_PRODUCT } from '../../application/queries/favorite-views';

/** Favorites are curation's; the products and brands they name are read through the catalog's public views. */
@Injectable()
export class PostgresFavoritesRepository implements FavoritesRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: Sql,
  ) {}

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

  async findProduct(userId: string, productId: string): Promise<FavoriteProductView | null> {
    return (await this.sql.maybeOne(FAVORITE_PRODUCT, [userId, productId])) ?? null;
  }

  async findBrand(userId: string, brandId: string): Promise<FavoriteBrandView | null> {
    return (await this.sql.maybeOne(FAVORITE_BRAND, [userId, brandId])) ?? null;
  }
}
