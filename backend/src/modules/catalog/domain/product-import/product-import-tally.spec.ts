import { ProductImportTally } from './product-import-tally';

describe('ProductImportTally', () => {
  it('adds up batches into the job result', () => {
    const tally = new ProductImportTally(false);
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
});
