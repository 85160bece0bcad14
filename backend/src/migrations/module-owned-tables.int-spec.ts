import { randomBytes, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { dropDatabase, TEST_PG_SERVER } from '../../test/support/test-app';
import { createOrmConfig } from '../mikro-orm.config';

const BEFORE = 'Migration20261122090000_product_import_checkpoints';

/**
 * Migration 20261124090000 moves other contexts' state out of users and folds both collection
 * models into one; this runs it over rows written in the old shape and checks nothing is lost.
 */
describe('Migration20261124090000_module_owned_tables (integration)', () => {
  const databaseName = `rounds_test_migration_${process.pid}_${randomBytes(4).toString('hex')}`;
  let orm: MikroORM;
  let db: Client;
  const ids = {
    shopper: randomUUID(),
    curator: randomUUID(),
    brand: randomUUID(),
    creator: randomUUID(),
    products: [randomUUID(), randomUUID(), randomUUID()],
    gone: randomUUID(),
    creatorCollection: randomUUID(),
    userCollection: randomUUID(),
  };
  const layout = { sections: ['collections'], customBlocks: [{ id: 'custom-1', type: 'text', content: 'Cheers' }] };
  const banking = { accountHolderName: 'Maya Okafor', bankName: 'Bank', routingNumber: '123456789', accountNumber: '000123', accountType: 'checking' };
  const rows = async (sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows;

  beforeAll(async () => {
    const admin = new Client({ connectionString: `${TEST_PG_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    orm = await MikroORM.init(createOrmConfig({ clientUrl: `${TEST_PG_SERVER}/${databaseName}`, poolMax: 2 }));
    await orm.getMigrator().up({ to: BEFORE });
    db = new Client({ connectionString: `${TEST_PG_SERVER}/${databaseName}` });
    await db.connect();

    const [p1, p2, p3] = ids.products;
    await rows(
      `insert into users (id, username, password_hash, role, curator_status, commission_rate, total_sales_generated_cents, display_name, bio, profile_image, hero_image, banking_details, page_layout)
       values ($1, 'maya', 'hash', 'creator', 'level2_curator', 7, 1234567, 'Maya Okafor', 'Pours.', '/images/creators/maya.svg', '/images/heroes/5.svg', $2, $3),
              ($4, 'sam', 'hash', 'user', 'user', 0, 0, null, null, null, null, null, null)`,
      [ids.curator, JSON.stringify(banking), JSON.stringify(layout), ids.shopper],
    );
    await rows("insert into brands (id, name) values ($1, 'Old Shape Distillers')", [ids.brand]);
    for (const [i, id] of ids.products.entries()) await rows('insert into products (id, brand_id, name, price_cents) values ($1, $2, $3, 1000)', [id, ids.brand, `Old ${i}`]);
    await rows("insert into creators (id, user_id, handle, utm_code) values ($1, $2, 'mayapours', 'maya10')", [ids.creator, ids.curator]);
    await rows("insert into collections (id, creator_id, name, product_ids, created_at) values ($1, $2, 'Starter', $3, '2026-01-02T00:00:00Z')", [
      ids.creatorCollection,
      ids.creator,
      [p2, p1, ids.gone, p3, p2],
    ]);
    // The "gone" product is not in the catalog: the old array had no foreign key either.
    await rows("insert into user_collections (id, user_id, name, is_public) values ($1, $2, 'Weekend', true)", [ids.userCollection, ids.shopper]);
    await rows(
      `insert into user_collection_items (collection_id, product_id, added_at) values ($1, $2, '2026-03-01T00:00:00Z'), ($1, $3, '2026-02-01T00:00:00Z')`,
      [ids.userCollection, p3, p1],
    );

    await orm.getMigrator().up();
  });

  afterAll(async () => {
    await db?.end();
    await orm?.close(true);
    await dropDatabase(databaseName);
  });

  it('leaves users with identity only', async () => {
    const columns = await rows("select column_name from information_schema.columns where table_name = 'users' order by ordinal_position");
    expect(columns.map((c) => c.column_name)).toEqual(['id', 'created_at', 'updated_at', 'username', 'password_hash', 'email', 'role', 'deactivated_at', 'email_verified_at', 'pending_email', 'age_status', 'date_of_birth', 'underage_refusals', 'age_verified']);
  });

  it("moves tier, rate, sales and banking details to commissions, a row only where they differ from the defaults", async () => {
    expect(await rows('select user_id, tier, commission_rate::float8 as rate, total_sales_generated_cents::text as sales, banking_details from commission_accounts')).toEqual([
      { user_id: ids.curator, tier: 'level2_curator', rate: 7, sales: '1234567', banking_details: banking },
    ]);
  });

  it('moves display name, bio, images and page layout to curation’s profiles', async () => {
    expect(await rows('select user_id, display_name, bio, profile_image, hero_image, page_layout from user_profiles')).toEqual([
      { user_id: ids.curator, display_name: 'Maya Okafor', bio: 'Pours.', profile_image: '/images/creators/maya.svg', hero_image: '/images/heroes/5.svg', page_layout: layout },
    ]);
  });

  it("keeps a creator collection's products in order as items (a repeat keeps its first place)", async () => {
    const [p1, p2, p3] = ids.products;
    expect(await rows('select product_id, position from collection_items where collection_id = $1 order by position', [ids.creatorCollection])).toEqual([
      { product_id: p2, position: 1 },
      { product_id: p1, position: 2 },
      { product_id: ids.gone, position: 3 },
      { product_id: p3, position: 4 },
    ]);
    expect(await rows('select creator_id, user_id, is_public from collections where id = $1', [ids.creatorCollection])).toEqual([{ creator_id: ids.creator, user_id: null, is_public: true }]);
  });

  it('folds user collections and their items into the same model, oldest item first', async () => {
    const [p1, , p3] = ids.products;
    expect(await rows('select creator_id, user_id, name, is_public from collections where id = $1', [ids.userCollection])).toEqual([
      { creator_id: null, user_id: ids.shopper, name: 'Weekend', is_public: true },
    ]);
    expect(await rows('select product_id, position from collection_items where collection_id = $1 order by position', [ids.userCollection])).toEqual([
      { product_id: p1, position: 1 },
      { product_id: p3, position: 2 },
    ]);
    expect(await rows("select table_name from information_schema.tables where table_name in ('user_collections', 'user_collection_items')")).toEqual([]);
  });

  it('keeps no foreign key between two modules’ tables', async () => {
    const crossing = await rows(
      `select tc.table_name, ccu.table_name as referenced from information_schema.table_constraints tc
         join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
        where tc.constraint_type = 'FOREIGN KEY' and (tc.table_name, ccu.table_name) not in (
          ('products', 'brands'), ('product_category_listings', 'products'), ('collections', 'creators'), ('collection_items', 'collections'),
          ('follows', 'creators'), ('endorsements', 'creators'), ('order_items', 'orders'), ('gift_offers', 'campaigns'),
          ('campaign_metrics', 'campaigns'), ('affiliate_enrollments', 'affiliate_programs'),
          ('commission_entry_events', 'commission_entries'),
          ('shipments', 'orders'), ('order_items', 'shipments'), ('shipment_events', 'shipments'), ('sandbox_payment_operations', 'sandbox_payment_sessions'),
          ('user_totp', 'users'), ('mfa_recovery_codes', 'users'), ('known_devices', 'users'),
          ('conversation_messages', 'conversations'), ('conversation_reports', 'conversations'),
          ('account_tokens', 'users'), ('outbox_deliveries', 'outbox_events'), ('outbox_deliveries', 'webhook_endpoints'), ('mailbox_messages', 'outbox_deliveries'))
        order by 1, 2`,
    );
    expect(crossing).toEqual([]);
  });

  it('can be reverted, putting the columns, the array and user collections back', async () => {
    const [p1, p2, p3] = ids.products;
    // Down to and including this migration (later ones, such as the username index, go first).
    await orm.getMigrator().down({ to: 'Migration20261124090000_module_owned_tables' });
    expect(await rows('select curator_status, commission_rate::float8 as rate, display_name, page_layout from users where id = $1', [ids.curator])).toEqual([
      { curator_status: 'level2_curator', rate: 7, display_name: 'Maya Okafor', page_layout: layout },
    ]);
    expect(await rows('select product_ids from collections where id = $1', [ids.creatorCollection])).toEqual([{ product_ids: [p2, p1, ids.gone, p3] }]);
    expect(await rows('select count(*)::int as n from user_collection_items where collection_id = $1', [ids.userCollection])).toEqual([{ n: 2 }]);
    await orm.getMigrator().up();
  });
});
