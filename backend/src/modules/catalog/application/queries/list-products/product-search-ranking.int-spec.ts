import { createBrand, createProduct } from '../../../../../../test/support/buying-fixtures';
import { stateRulesBus } from '../../../../../../test/support/state-rules';
import { createTestDatabase, TestDatabase } from '../../../../../../test/support/test-database';
import { MikroOrmSql } from '../../../../../shared/infrastructure/database/mikro-orm-sql';
import { productSearch } from '../../../domain/product-listing';
import { ListProductsHandler } from './list-products.handler';

/**
 * Search ranking on a small catalog shaped like the demo shop: whole-word matches in the
 * name and primary category first, then other categories and tags, brand, description, and literal
 * substrings last; case and plurals folded. Products that match worse are created NEWER, so the
 * order is relevance and not the listing's newest-first.
 */
describe('product search ranking (PostgreSQL)', () => {
  let db: TestDatabase;
  let catalog: ListProductsHandler;
  const names = new Map<string, string>();
  let minute = 0;

  const product = async (brandId: string, name: string, fields: { categories: string[]; tags?: string[]; description?: string }) => {
    minute += 1;
    const id = await createProduct(db, brandId, { name, categories: fields.categories, description: fields.description, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute)) });
    await db.query('update products set tags = $2 where id = $1', [id, fields.tags ?? []]);
    names.set(id, name);
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    catalog = new ListProductsHandler(new MikroOrmSql(db.orm, { database: { embedded: false } }), stateRulesBus(new MikroOrmSql(db.orm, { database: { embedded: false } })));
    const juniper = await createBrand(db, 'Juniper Lane');
    const birch = await createBrand(db, 'North Birch');
    const kura = await createBrand(db, 'Kura Minato');
    const fizz = await createBrand(db, 'Fizz Theory');
    const ember = await createBrand(db, 'Ember & Oak');
    const highland = await createBrand(db, 'Highland Reach');
    const kilnaughton = await createBrand(db, 'Kilnaughton');
    const casa = await createBrand(db, 'Casa Luminosa');
    const hermanos = await createBrand(db, 'Mezcal Hermanos');
    const foghorn = await createBrand(db, 'Foghorn Brewing');

    // Oldest first: the best matches are the oldest products.
    await product(juniper, 'Juniper Lane London Dry Gin', { categories: ['gin'], tags: ['london-dry'], description: 'A classic juniper-forward gin.' });
    await product(juniper, 'Juniper Lane Botanical Garden Gin', { categories: ['gin'], tags: ['floral'] });
    await product(juniper, 'Juniper Lane Navy Strength', { categories: ['gin'], tags: ['navy-strength'], description: 'Bottled at 57% for gin that stands up to lime.' });
    await product(juniper, 'Juniper Lane Gin & Tonic Kit', { categories: ['cocktail-kits', 'gin'], tags: ['gift', 'gin-and-tonic'] });
    await product(fizz, 'Fizz Theory Light Tonic Water', { categories: ['mixers'], tags: ['tonic'], description: 'Made for gin.' });
    await product(fizz, 'Fizz Theory Fiery Ginger Beer', { categories: ['mixers'], tags: ['ginger'] });
    await product(kura, 'Kura Minato Junmai Ginjo', { categories: ['sake'], tags: ['junmai-ginjo'] });
    await product(kura, 'Kura Minato Junmai Daiginjo', { categories: ['sake'], tags: ['junmai-daiginjo'] });
    await product(birch, 'North Birch Original Vodka', { categories: ['vodka'], tags: ['organic'] });

    await product(ember, 'Ember & Oak Rye Whiskey', { categories: ['whiskey'], tags: ['rye', 'kentucky'], description: 'A high-rye mash bill.' });
    await product(birch, 'North Birch Rye Vodka', { categories: ['vodka'], description: 'Distilled from winter rye.' });
    await product(ember, 'Ember & Oak Small Batch Bourbon', { categories: ['whiskey'], tags: ['bourbon'], description: 'Corn, rye and malted barley.' });
    await product(foghorn, 'Foghorn Ryeland Amber Ale', { categories: ['beer'] });

    await product(casa, 'Casa Luminosa Mezcal Joven', { categories: ['tequila'], tags: ['mezcal', 'espadin'] });
    await product(hermanos, 'Hermanos Tobalá', { categories: ['tequila'], tags: ['wild-agave'] });
    await product(casa, 'Casa Luminosa Reposado', { categories: ['tequila'], description: 'Rested like a mezcal, smoother than one.' });
    await product(fizz, 'Fizz Theory Mezcalita Mix', { categories: ['mixers'] });

    await product(kilnaughton, 'Kilnaughton Islay Single Malt Scotch', { categories: ['whiskey'], tags: ['scotch', 'islay', 'peated'] });
    await product(highland, 'Highland Reach Peated Cask Strength', { categories: ['whiskey'], tags: ['scotch', 'peated'], description: 'Peat smoke worthy of Islay.' });
    await product(highland, 'Highland Reach Blended Scotch', { categories: ['whiskey'], tags: ['scotch'], description: 'Soft enough to pour for a friend who fears an Islay scotch.' });
    await product(highland, 'Highland Reach 12 Year Single Malt', { categories: ['whiskey'], tags: ['scotch', 'speyside'] });
    await product(juniper, 'Islay Sea Gin', { categories: ['gin'], tags: ['coastal'] });
  });
  afterAll(() => db?.close());

  const search = async (term: string) => {
    const page = await catalog.listProducts({ search: productSearch(term), limit: 50, offset: 0 });
    return { names: page.items.map((item) => names.get(item.id)), total: page.total };
  };

  it('puts the gins first for "gin": primary category and name, then the kit, then a description, then substrings', async () => {
    const { names: found, total } = await search('gin');
    expect(found.slice(0, 4)).toEqual([
      'Juniper Lane London Dry Gin', // gin category, "gin" in the name and description
      'Islay Sea Gin', // gin category, "gin" in the name; newer than
      'Juniper Lane Botanical Garden Gin',
      'Juniper Lane Navy Strength', // gin category and description, not the name
    ]);
    expect(found[4]).toBe('Juniper Lane Gin & Tonic Kit'); // a kit: gin is its second category
    expect(found[5]).toBe('Fizz Theory Light Tonic Water'); // "gin" only in its description
    // Only substrings ("Original", "Ginjo", "Ginger"), newest first, after every whole-word match.
    expect(found.slice(6)).toEqual(['North Birch Original Vodka', 'Kura Minato Junmai Daiginjo', 'Kura Minato Junmai Ginjo', 'Fizz Theory Fiery Ginger Beer']);
    expect(total).toBe(10);
  });

  it('folds case and plurals: "GINS" ranks the gins as "gin" does', async () => {
    const { names: found } = await search('  GINS ');
    expect(found.slice(0, 6)).toEqual((await search('gin')).names.slice(0, 6));
  });

  it('ranks "rye": name and tag, then name, then description, then a substring', async () => {
    expect((await search('rye')).names).toEqual(['Ember & Oak Rye Whiskey', 'North Birch Rye Vodka', 'Ember & Oak Small Batch Bourbon', 'Foghorn Ryeland Amber Ale']);
  });

  it('ranks "mezcal": name and tag, then brand, then description, then a substring', async () => {
    expect((await search('mezcal')).names).toEqual(['Casa Luminosa Mezcal Joven', 'Hermanos Tobalá', 'Casa Luminosa Reposado', 'Fizz Theory Mezcalita Mix']);
  });

  it('ranks "islay scotch" by every word: both in the name, then a tag and the description; a gin from Islay is not a scotch', async () => {
    expect((await search('islay scotch')).names).toEqual([
      'Kilnaughton Islay Single Malt Scotch',
      'Highland Reach Blended Scotch', // the phrase itself in the description, and a scotch tag
      'Highland Reach Peated Cask Strength',
    ]);
  });

  it('reads a misspelt word as its nearest spelling, ranked as that word: "wiskey" as "whiskey", "islay scoth" as "islay scotch"', async () => {
    const whiskey = (await search('whiskey')).names;
    expect(whiskey[0]).toBe('Ember & Oak Rye Whiskey'); // whiskey category and name
    expect(whiskey).toHaveLength(6);
    expect((await search('wiskey')).names).toEqual(whiskey);
    expect((await search('islay scoth')).names).toEqual((await search('islay scotch')).names);
  });

  it('reads a word no product has as the beginning of words as typed: "mez" ranks mezcal and mezcalita by field, then substrings', async () => {
    expect((await search('mez')).names).toEqual([
      'Casa Luminosa Mezcal Joven', // mezcal in the name and a tag
      'Fizz Theory Mezcalita Mix', // mezcalita in the name
      'Hermanos Tobalá', // the brand, Mezcal Hermanos
      'Casa Luminosa Reposado', // the description
    ]);
  });

  it('never reads a word some product has as another: "rye" keeps Ryeland a substring match, last', async () => {
    expect((await search('rye')).names.at(-1)).toBe('Foghorn Ryeland Amber Ale');
  });

  it('pages a ranked search without overlap or gaps, and keeps other filters', async () => {
    const all = (await catalog.listProducts({ search: productSearch('gin'), limit: 50, offset: 0 })).items.map((item) => item.id);
    const pages = [0, 4, 8].map((offset) => catalog.listProducts({ search: productSearch('gin'), limit: 4, offset }));
    expect((await Promise.all(pages)).flatMap((page) => page.items.map((item) => item.id))).toEqual(all);
    const inGin = await catalog.listProducts({ category: 'gin', search: productSearch('gin'), limit: 50, offset: 0 });
    expect(inGin.items.map((item) => names.get(item.id))).toEqual(['Juniper Lane London Dry Gin', 'Islay Sea Gin', 'Juniper Lane Botanical Garden Gin', 'Juniper Lane Navy Strength', 'Juniper Lane Gin & Tonic Kit']);
  });

  // Last: it changes the catalog.
  it('follows edits, renames and removals of products and brands', async () => {
    const [tonic] = await db.query<{ id: string }>(`select id from products where name = 'Fizz Theory Light Tonic Water'`);
    await db.query(`update products set name = 'Fizz Theory Light Tonic Water with Quinine' where id = $1`, [tonic.id]);
    names.set(tonic.id, 'Fizz Theory Light Tonic Water with Quinine');
    expect((await search('quinine')).names).toEqual(['Fizz Theory Light Tonic Water with Quinine']);
    // Every product of the renamed brand is found by its new name, newest first.
    await db.query(`update brands set name = 'Fizz Lab' where name = 'Fizz Theory'`);
    expect((await search('lab')).names).toEqual(['Fizz Theory Mezcalita Mix', 'Fizz Theory Fiery Ginger Beer', 'Fizz Theory Light Tonic Water with Quinine']);
    await db.query(`delete from products where id = $1`, [tonic.id]);
    expect((await search('quinine')).total).toBe(0);
    await db.query(`delete from brands where name = 'Fizz Lab'`);
    const [{ orphans }] = await db.query<{ orphans: number }>(
      `select count(*)::int as orphans from product_search_terms t where not exists (select 1 from products p where p.id = t.product_id)`,
    );
    expect(orphans).toBe(0);
  });
});
