import { BRAND_IMAGE_SHEET_COLUMNS, UNIVERSAL_SHEET_COLUMNS } from './image-sheet';
import { csvLine } from '../../../../shared/domain/csv';

/** The specification's "Static templates": the two image spreadsheets, header plus example rows. */
export const BRAND_IMAGE_SHEET_TEMPLATE_FILE_NAME = 'bulk-image-upload-template.csv';
export const UNIVERSAL_SHEET_TEMPLATE_FILE_NAME = 'universal-bulk-image-upload-template.csv';

export const BRAND_IMAGE_SHEET_TEMPLATE = [
  BRAND_IMAGE_SHEET_COLUMNS.map((column) => column.header),
  ['Oak & Ash Distillery', '', 'logo', 'oak-ash-logo.png', '', 'Brand logo'],
  ['Oak & Ash Distillery', 'Oak & Ash Single Barrel', 'product', 'single-barrel.jpg', '', 'Bottle shot'],
  ['Oak & Ash Distillery', '', 'lifestyle', '', 'https://example.com/images/distillery.jpg', 'The still house'],
]
  .map(csvLine)
  .join('');

export const UNIVERSAL_SHEET_TEMPLATE = [
  UNIVERSAL_SHEET_COLUMNS.map((column) => column.header),
  ['brand', 'Oak & Ash Distillery', '', 'logo', 'oak-ash-logo.png', '', 'Brand logo', 'true'],
  ['brand', 'Oak & Ash Distillery', '', 'lifestyle', 'tasting-room.jpg', '', 'Tasting room', 'false'],
  ['product', 'Oak & Ash Distillery', 'Oak & Ash Single Barrel', 'product', 'single-barrel.jpg', '', 'Bottle shot', 'true'],
]
  .map(csvLine)
  .join('');
