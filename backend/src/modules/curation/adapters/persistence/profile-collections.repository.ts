import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Sql } from '../../../../shared/application/sql';
import type { ProfileCollectionChanges, ProfileCollections, ProfileCollectionView } from '../../application/ports/profile-collections.port';
import { PROFILE_COLLECTION } from '../../application/queries/profile-collection-views';

/** The profile's own collections: rows of curation's `collections` with user_id set, scoped to their owner. */
@Injectable()
export class PostgresProfileCollectionsRepository implements ProfileCollections {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: Sql,
  ) {}

  async find(userId: string, collectionId: string): Promise<ProfileCollectionView | null> {
    return (await this.sql.maybeOne(PROFILE_COLLECTION, [userId, collectionId])) ?? null;
  }

  async create(userId: string, collection: { name: string; description: string | null; isPublic: boolean }): Promise<string> {
    const [row] = await this.em.execute(
      `insert into collections (id, user_id, name, description, is_public, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?, clock_timestamp(), clock_timestamp()) returning id`,
      [userId, collection.name, collection.description, collection.isPublic],
    );
    return row.id as string;
  }

  async update(userId: string, collectionId: string, changes: ProfileCollectionChanges): Promise<boolean> {
    const columns: [string, unknown][] = [
      ['name', changes.name],
      ['description', changes.description],
      ['is_public', changes.isPublic],
    ];
    const given = columns.filter(([, value]) => value !== undefined);
    const sets = [...given.map(([column]) => `${column} = ?`), 'updated_at = clock_timestamp()'];
    const values = given.map(([, value]) => value);
    const rows = await this.em.execute(`update collections set ${sets.join(', ')} where user_id = ? and id = ? returning id`, [...values, userId, collectionId]);
    return rows.length > 0;
  }

  async remove(userId: string, collectionId: string): Promise<boolean> {
    return (await this.em.execute('delete from collections where user_id = ? and id = ? returning id', [userId, collectionId])).length > 0;
  }

  async addItem(collectionId: string, productId: string): Promise<void> {
    await this.em.execute(
      `insert into collection_items (id, collection_id, product_id, position, added_at, created_at, updated_at)
       select gen_random_uuid(), ?, ?, coalesce(max(position), 0) + 1, clock_timestamp(), clock_timestamp(), clock_timestamp()
         from collection_items where collection_id = ?
       on conflict (collection_id, product_id) do nothing`,
      [collectionId, productId, collectionId],
    );
    await this.em.execute('update collections set updated_at = clock_timestamp() where id = ?', [collectionId]);
  }

  async countItems(collectionId: string): Promise<number> {
    const [row] = await this.em.execute('select count(*)::int as n from collection_items where collection_id = ?', [collectionId]);
    return row.n as number;
  }

  async removeItem(collectionId: string, productId: string): Promise<void> {
    const rows = await this.em.execute('delete from collection_items where collection_id = ? and product_id = ? returning id', [collectionId, productId]);
    if (rows.length > 0) await this.em.execute('update collections set updated_at = clock_timestamp() where id = ?', [collectionId]);
  }
}
