import { ProductImportTally } from './product-import-tally';

describe('ProductImportTally', () => {
  it('adds up batches into the job result', () => {
    const tally = new ProductImportTally(false, undefined, 'import-1');
    tally.header = ['name', 'brand', 'price'];
    tally.countRows(3);
    tally.countImported({ created: 1, updated: 1 });
    tally.refuse([{ row: 4, error: 'price is required' }]);
    tally.countRows(2);
    tally.countImported({ created: 2, updated: 0 });
    expect(tally.result()).toEqual({
      success: 4,
      total: 5,
      created: 3,
      updated: 1,
      errors: [{ row: 4, error: 'price is required' }],
      errorCount: 1,
      dryRun: false,
      importId: 'import-1',
      header: ['name', 'brand', 'price'],
    });
  });

  it('lists errors in row order and only up to the cap, counting them all', () => {
    const tally = new ProductImportTally(true, 3);
    tally.refuse([
      { row: 9, error: 'b' },
      { row: 3, error: 'a' },
    ]);
    tally.refuse([
      { row: 12, error: 'c' },
      { row: 11, error: 'd' },
    ]);
    expect(tally.result()).toMatchObject({
      errors: [
        { row: 3, error: 'a' },
        { row: 9, error: 'b' },
        { row: 11, error: 'd' },
      ],
      errorCount: 4,
      dryRun: true,
    });
  });

  it('resumes from a saved result as if it had never stopped', () => {
    const whole = new ProductImportTally(false, 2);
    const first = new ProductImportTally(false, 2);
    for (const tally of [whole, first]) {
      tally.countRows(3);
      tally.countImported({ created: 2, updated: 0 });
      tally.refuse([{ row: 3, error: 'price is required' }]);
    }
    const resumed = ProductImportTally.resume(first.result(), 2);
    for (const tally of [whole, resumed]) {
      tally.countRows(3);
      tally.countImported({ created: 1, updated: 1 });
      tally.refuse([{ row: 6, error: 'brand is required' }, { row: 5, error: 'name is required' }]);
    }
    expect(resumed.result()).toEqual(whole.result());
    expect(resumed.result()).toMatchObject({ total: 6, created: 3, updated: 1, errorCount: 3, errors: [{ row: 3 }, { row: 5 }] });
  });
});
