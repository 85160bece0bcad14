import { planProductBatch, ProductKeyIndex, ResolvedProductRow } from './product-import-plan';

const OAK = 'brand-oak';
const HOP = 'brand-hop';

function row(rowNumber: number, name: string, fields: Partial<ResolvedProductRow> = {}): ResolvedProductRow {
  return {
    rowNumber,
    name,
    description: null,
    brandName: fields.brandId === HOP ? 'Hop Valley' : 'Oak & Ember',
    brandId: OAK,
    priceCents: 1000,
    categories: [],
    available: true,
    image: null,
    upc: null,
    ...fields,
  };
}

function ids(): () => string {
  let next = 0;
  return () => `new-${++next}`;
}

describe('planProductBatch', () => {
  it('creates unknown products and updates known ones, keyed by upc or else by brand + name', () => {
    const index = ProductKeyIndex.of([
      { id: 'p-gin', brandId: OAK, name: 'Gin', upc: null },
      { id: 'p-rum', brandId: OAK, name: 'Old Rum Name', upc: '11111111' },
    ]);
    const plan = planProductBatch(
      [row(2, 'Gin', { priceCents: 3200 }), row(3, 'Rum', { upc: '11111111' }), row(4, 'Vodka'), row(5, 'Gin', { brandId: HOP })],
      index,
      ids(),
    );
    expect(plan.errors).toEqual([]);
    expect({ created: plan.created, updated: plan.updated }).toEqual({ created: 2, updated: 2 });
    expect(plan.writes.map(({ id, isNew, row: state, rowNumbers }) => ({ id, isNew, name: state.name, upc: state.upc, rowNumbers }))).toEqual([
      { id: 'p-gin', isNew: false, name: 'Gin', upc: null, rowNumbers: [2] },
      { id: 'p-rum', isNew: false, name: 'Rum', upc: '11111111', rowNumbers: [3] },
      { id: 'new-1', isNew: true, name: 'Vodka', upc: null, rowNumbers: [4] },
      { id: 'new-2', isNew: true, name: 'Gin', upc: null, rowNumbers: [5] },
    ]);
  });

  it('writes a product repeated in the batch once, with its last row, counting one create and then updates', () => {
    const plan = planProductBatch(
      [row(2, 'Gin', { upc: '22222222', priceCents: 100 }), row(3, 'Gin', { priceCents: 200 }), row(4, 'Gin', { upc: '22222222', priceCents: 300 })],
      new ProductKeyIndex(),
      ids(),
    );
    expect({ created: plan.created, updated: plan.updated }).toEqual({ created: 1, updated: 2 });
    expect(plan.writes).toHaveLength(1);
    expect(plan.writes[0]).toMatchObject({ id: 'new-1', isNew: true, rowNumbers: [2, 3, 4], row: { priceCents: 300, upc: '22222222' } });
  });

  it('keeps the upc a product has when a row without a upc updates it by name', () => {
    const index = ProductKeyIndex.of([{ id: 'p-gin', brandId: OAK, name: 'Gin', upc: '33333333' }]);
    const plan = planProductBatch([row(2, 'Gin')], index, ids());
    expect(plan.writes[0]).toMatchObject({ id: 'p-gin', row: { upc: '33333333' } });
  });

  it('gives a upc to a product found by name that has none', () => {
    const index = ProductKeyIndex.of([{ id: 'p-gin', brandId: OAK, name: 'Gin', upc: null }]);
    const plan = planProductBatch([row(2, 'Gin', { upc: '44444444' })], index, ids());
    expect(plan.writes[0]).toMatchObject({ id: 'p-gin', isNew: false, row: { upc: '44444444' } });
    expect(index.findByUpc('44444444')?.id).toBe('p-gin');
  });

  it('refuses a row whose upc names one product and whose name another of the same brand', () => {
    const index = ProductKeyIndex.of([
      { id: 'p-gin', brandId: OAK, name: 'Gin', upc: '55555555' },
      { id: 'p-rum', brandId: OAK, name: 'Rum', upc: null },
    ]);
    const plan = planProductBatch([row(7, 'Rum', { upc: '55555555' })], index, ids());
    expect(plan.writes).toEqual([]);
    expect(plan.errors).toEqual([{ row: 7, error: 'name "Rum" is already used by another product of brand "Oak & Ember" (names are unique within a brand)' }]);
  });

  it('refuses a row that reuses the name of a product with another upc', () => {
    const index = ProductKeyIndex.of([{ id: 'p-gin', brandId: OAK, name: 'Gin', upc: '66666666' }]);
    const plan = planProductBatch([row(9, 'Gin', { upc: '77777777' })], index, ids());
    expect(plan.errors).toEqual([
      { row: 9, error: 'upc 77777777 differs from upc 66666666 of the existing product "Gin" of brand "Oak & Ember"; use that upc or another name' },
    ]);
  });

  it('lets a product renamed by an earlier row free its old name', () => {
    const index = ProductKeyIndex.of([{ id: 'p-gin', brandId: OAK, name: 'Gin', upc: '88888888' }]);
    const plan = planProductBatch([row(2, 'London Gin', { upc: '88888888' }), row(3, 'Gin')], index, ids());
    expect(plan.errors).toEqual([]);
    expect(plan.writes.map((write) => [write.id, write.row.name])).toEqual([
      ['p-gin', 'London Gin'],
      ['new-1', 'Gin'],
    ]);
  });

  it('carries what earlier batches did when one index serves the whole file (dry run)', () => {
    const index = new ProductKeyIndex();
    const first = planProductBatch([row(2, 'Gin')], index, ids());
    index.learn({ id: 'stale-db-copy', brandId: OAK, name: 'Gin', upc: null });
    const second = planProductBatch([row(3, 'Gin')], index, ids());
    expect(first.created).toBe(1);
    expect(second).toMatchObject({ created: 0, updated: 1 });
    expect(second.writes[0].id).toBe(first.writes[0].id);
  });
});
