import { csvLine } from '../../../../shared/domain/csv';
import { PRODUCT_CSV_COLUMNS } from './product-csv-parser';

/**
 * The file behind the panel's template link (product_upload_template.csv). Columns in the
 * seed's order plus `upc`, which makes re-imports update instead of duplicate. The example rows show
 * the quoting of a comma-separated categories field; brands must match an existing brand exactly.
 * Written with the shared CSV writer, like every export, so nothing in it can run as a formula.
 */
export const PRODUCT_CSV_TEMPLATE_FILE_NAME = 'product_upload_template.csv';

const TEMPLATE_COLUMNS = ['name', 'description', 'brand', 'price', 'categories', 'available', 'image', 'upc'] as const satisfies ReadonlyArray<(typeof PRODUCT_CSV_COLUMNS)[number]>;

export const PRODUCT_CSV_TEMPLATE =
  csvLine(TEMPLATE_COLUMNS) +
  csvLine(['Single Barrel Bourbon', 'Aged 8 years in new charred oak, bottled at 100 proof.', 'Example Distillery', '54.99', 'whiskey, bourbon', 'true', 'https://example.com/images/single-barrel.jpg', '012345678905']) +
  csvLine(['Blanco Tequila', '100% blue agave', 'Example Distillery', '39.00', 'tequila', 'false', '', '']);
