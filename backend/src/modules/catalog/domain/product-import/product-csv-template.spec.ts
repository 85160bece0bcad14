import { REQUIRED_PRODUCT_CSV_COLUMNS } from './product-csv-parser';
import { PRODUCT_CSV_TEMPLATE, PRODUCT_CSV_TEMPLATE_FILE_NAME } from './product-csv-template';

describe('PRODUCT_CSV_TEMPLATE', () => {
  const lines = PRODUCT_CSV_TEMPLATE.split('\r\n');

  it('is a header and two example rows, ending in a line break', () => {
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('has the seed’s columns in order plus upc', () => {
    expect(lines[0]).toBe('name,description,brand,price,categories,available,image,upc');
    for (const column of REQUIRED_PRODUCT_CSV_COLUMNS) expect(lines[0].split(',')).toContain(column);
  });

  it('is served under the seed’s file name', () => {
    expect(PRODUCT_CSV_TEMPLATE_FILE_NAME).toBe('product_upload_template.csv');
  });
});
