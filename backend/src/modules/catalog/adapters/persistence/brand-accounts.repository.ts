import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { BrandAccounts, BrandProduct, BrandProfileChanges, OwnedBrand } from '../../application/ports/brand-accounts.port';
import { BrandNameTakenError, BrandNotFoundError } from '../../domain/catalog.errors';

interface BrandRow {
  id: string;
  user_id: string | null;
  name: string;
  logo: string | null;
  website: string | null;
  description: string | null;
  blurb: string | null;
  categories: string[];
  verified: boolean;
  created_at: Date | string;
}

const BRAND_COLUMNS = 'id, user_id, name, logo, website, description, blurb, categories, verified, created_at';

function toOwnedBrand(row: BrandRow): OwnedBrand {
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    logo: row.logo,
    website: row.website,
    description: row.description,
    blurb: row.blurb,
    categories: row.categories ?? [],
    verified: row.verified,
    createdAt: new Date(row.created_at),
  };
}

interface ProductRow {
  id: string;
  brand_id: string;
  name: string;
  image: string | null;
  price_cents: string | number;
  categories: string[];
  available: boolean;
}

const PRODUCT_COLUMNS = 'id, brand_id, name, image, price_cents, categories, available';

function toBrandProduct(row: ProductRow): BrandProduct {
  return { id: row.id, brandId: row.brand_id, name: row.name, image: row.image, priceCents: Number(row.price_cents), categories: row.categories ?? [], available: row.available };
}

@Injectable()
export class PostgresBrandAccountsRepository implements BrandAccounts {
  constructor(private readonly em: EntityManager) {}

  async createOwned(transaction: TransactionContext, brand: { ownerUserId: string; name: string; description: string | null }): Promise<OwnedBrand> {
    const tx = entityManagerOf(transaction);
    await this.lockName(tx, brand.name);
    await this.assertNameFree(tx, brand.name, null);
    const [row] = await tx.execute<BrandRow[]>(
      `insert into brands (id, user_id, name, description, created_at, updated_at) values (gen_random_uuid(), ?, ?, ?, now(), now()) returning ${BRAND_COLUMNS}`,
      [brand.ownerUserId, brand.name, brand.description],
    );
    return toOwnedBrand(row);
  }

  async findOwnedBy(userId: string): Promise<OwnedBrand | null> {
    const [row] = await this.em.fork().execute<BrandRow[]>(`select ${BRAND_COLUMNS} from brands where user_id = ? order by created_at, id limit 1`, [userId]);
    return row ? toOwnedBrand(row) : null;
  }

  async findById(brandId: string): Promise<OwnedBrand | null> {
    const [row] = await this.em.fork().execute<BrandRow[]>(`select ${BRAND_COLUMNS} from brands where id = ?`, [brandId]);
    return row ? toOwnedBrand(row) : null;
  }

  async updateProfile(brandId: string, changes: BrandProfileChanges): Promise<OwnedBrand> {
    return this.em.fork().transactional(async (tx) => {
      const sets: string[] = [];
      const values: unknown[] = [];
      if (changes.name !== undefined) {
        await this.lockName(tx, changes.name);
        await this.assertNameFree(tx, changes.name, brandId);
        sets.push('name = ?');
        values.push(changes.name);
      }
      for (const column of ['website', 'description', 'logo'] as const) {
        if (changes[column] !== undefined) {
          sets.push(`${column} = ?`);
          values.push(changes[column]);
        }
      }
      sets.push('updated_at = now()');
      const [row] = await tx.execute<BrandRow[]>(`update brands set ${sets.join(', ')} where id = ? returning ${BRAND_COLUMNS}`, [...values, brandId]);
      if (!row) throw new BrandNotFoundError(brandId);
      return toOwnedBrand(row);
    });
  }

  async listProducts(brandId: string): Promise<BrandProduct[]> {
    const rows = await this.em.fork().execute<ProductRow[]>(`select ${PRODUCT_COLUMNS} from products where brand_id = ? order by created_at desc, id desc`, [brandId]);
    return rows.map(toBrandProduct);
  }

  async findProducts(productIds: readonly string[]): Promise<BrandProduct[]> {
    if (productIds.length === 0) return [];
    const rows = await this.em.fork().execute<ProductRow[]>(`select ${PRODUCT_COLUMNS} from products where id = any(?::uuid[])`, [`{${productIds.join(',')}}`]);
    return rows.map(toBrandProduct);
  }

  /** Serialises writers of one lower-cased name until the transaction ends. */
  private async lockName(tx: EntityManager, name: string): Promise<void> {
    await tx.execute(`select pg_advisory_xact_lock(hashtext('brands.name:' || lower(?)))`, [name]);
  }

  private async assertNameFree(tx: EntityManager, name: string, exceptBrandId: string | null): Promise<void> {
    const rows = await tx.execute<{ id: string }[]>('select id from brands where lower(name) = lower(?) and (?::uuid is null or id <> ?::uuid) limit 1', [name, exceptBrandId, exceptBrandId]);
    if (rows.length > 0) throw new BrandNameTakenError(name);
  }
}
