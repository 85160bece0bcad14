import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AdminProductRow, AdminReadModel, AdminStats } from '../../application/ports/admin-read-model.port';

/** The admin area reads counts and pages straight from the tables: no entities, no lists loaded whole. */
@Injectable()
export class SqlAdminReadModel implements AdminReadModel {
  constructor(private readonly em: EntityManager) {}

  async stats(): Promise<AdminStats> {
    const [row] = await this.em.getConnection().execute<Array<Record<keyof AdminStats, string>>>(
      `select (select count(*) from users) as "totalUsers",
              (select count(*) from creators) as "activeCurators",
              (select count(*) from brands) as "partnerBrands",
              (select count(*) from products) as "totalProducts"`,
    );
    return {
      totalUsers: Number(row.totalUsers),
      activeCurators: Number(row.activeCurators),
      partnerBrands: Number(row.partnerBrands),
      totalProducts: Number(row.totalProducts),
    };
  }

  async products({ offset, limit }: { offset: number; limit: number }): Promise<{ items: AdminProductRow[]; total: number }> {
    const connection = this.em.getConnection();
    const [items, [{ total }]] = await Promise.all([
      connection.execute<Array<AdminProductRow>>(
        `select p.id, p.name, b.name as "brandName", p.categories[1] as "firstCategory", p.price_cents as "priceCents",
                p.delivery_available as "availableForDelivery", p.created_at as "createdAt"
           from products p join brands b on b.id = p.brand_id
          order by p.created_at desc, p.id desc
          limit ? offset ?`,
        [limit, offset],
      ),
      connection.execute<Array<{ total: string }>>('select count(*) as total from products'),
    ]);
    return { items, total: Number(total) };
  }
}
