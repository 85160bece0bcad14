import { InvalidProductFileTypeError, isCsvFileName } from './product-import.errors';

describe('product file rules', () => {
  it('takes a file by its .csv name, in any letter case, ignoring surrounding spaces', () => {
    expect(['products.csv', 'PRODUCTS.CSV', ' spring list.Csv '].every(isCsvFileName)).toBe(true);
    expect(['products.xlsx', 'products.csv.exe', 'csv', 'products_csv'].some(isCsvFileName)).toBe(false);
  });

  it("refuses any other file with the seed's message", () => {
    expect(new InvalidProductFileTypeError()).toMatchObject({ kind: 'validation', code: 'INVALID_FILE_TYPE', message: 'Invalid File Type: Please select a CSV file.' });
  });
});
