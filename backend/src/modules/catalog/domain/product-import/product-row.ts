import { Cents, dollarsToCents } from '../../../../shared/domain/money';
import { unsafeTextReason } from '../../../../shared/domain/safe-text';
import { IMAGE_REFERENCE_RULE, isAcceptedImageReference } from '../image-reference';
import { PRODUCT_CSV_COLUMNS, ProductCsvRecord } from './product-csv-parser';

/**
 * Validation of one product CSV record: text in, either a typed row or a message naming
 * the field and what is wrong. All problems of a row are reported together, so one pass over the file
 * gives the admin everything to fix. Messages start with the column name as the header spells it, since
 * the panel shows them as 'Row {n}: {message}'. Whether the brand exists is the importer's check (it needs the DB).
 */

export const PRODUCT_IMPORT_LIMITS = {
  NAME_MAX_LENGTH: 200,
  DESCRIPTION_MAX_LENGTH: 5000,
  MAX_PRICE_DOLLARS: 100_000,
  /** Longer than any real image URL; keeps a pasted data: URI out of the products table. */
  IMAGE_MAX_LENGTH: 2048,
} as const;

export interface ProductImportRow {
  readonly rowNumber: number;
  readonly name: string;
  readonly description: string | null;
  /** As written in the file (trimmed); must equal an existing brand's exact name. */
  readonly brandName: string;
  readonly priceCents: Cents;
  /** Lower-case, trimmed, without empties or repeats, in file order (the first is the primary category). */
  readonly categories: string[];
  readonly available: boolean;
  readonly image: string | null;
  readonly upc: string | null;
}

/** The specification's result shape: `row` is the spreadsheet row number. */
export interface ProductRowError {
  readonly row: number;
  readonly error: string;
}

export type ProductRowValidation =
  | { readonly ok: true; readonly row: ProductImportRow }
  | { readonly ok: false; readonly error: ProductRowError };

export function validateProductRow(record: Pick<ProductCsvRecord, 'rowNumber' | 'values'>): ProductRowValidation {
  const problems: string[] = [];
  const { values } = record;
  // PostgreSQL cannot store these; found here they are this row's error, not the whole import's.
  for (const column of PRODUCT_CSV_COLUMNS) {
    const reason = values[column] === undefined ? null : unsafeTextReason(values[column]);
    if (reason) problems.push(`${column} ${reason}`);
  }
  if (problems.length > 0) return { ok: false, error: { row: record.rowNumber, error: problems.join('; ') } };

  const name = clean(values.name);
  if (name === '') problems.push('name is required');
  else if (characterCount(name) > PRODUCT_IMPORT_LIMITS.NAME_MAX_LENGTH) {
    problems.push(`name must be at most ${PRODUCT_IMPORT_LIMITS.NAME_MAX_LENGTH} characters, got ${characterCount(name)}`);
  }

  const brandName = clean(values.brand);
  if (brandName === '') problems.push('brand is required');

  const priceCents = parsePrice(values.price, problems);

  const description = clean(values.description);
  if (characterCount(description) > PRODUCT_IMPORT_LIMITS.DESCRIPTION_MAX_LENGTH) {
    problems.push(
      `description must be at most ${PRODUCT_IMPORT_LIMITS.DESCRIPTION_MAX_LENGTH} characters, got ${characterCount(description)}`,
    );
  }

  const available = parseAvailable(values.available, problems);

  const image = clean(values.image);
  if (image.length > PRODUCT_IMPORT_LIMITS.IMAGE_MAX_LENGTH) {
    problems.push(`image must be at most ${PRODUCT_IMPORT_LIMITS.IMAGE_MAX_LENGTH} characters, got ${image.length}`);
  } else if (image !== '' && !isAcceptedImageReference(image)) {
    problems.push(`image must be ${IMAGE_REFERENCE_RULE}, got '${image.slice(0, 100)}'`);
  }

  const upc = clean(values.upc);
  // Spreadsheets turn long numbers into '1.23457E+11'; importing that would key the row wrongly forever.
  if (upc !== '' && !/^\d{8,14}$/.test(upc)) problems.push(`upc must be 8 to 14 digits, got '${upc}'`);

  if (problems.length > 0 || priceCents === null || available === null) {
    return { ok: false, error: { row: record.rowNumber, error: problems.join('; ') } };
  }
  return {
    ok: true,
    row: {
      rowNumber: record.rowNumber,
      name,
      description: description === '' ? null : description,
      brandName,
      priceCents,
      categories: parseCategories(values.categories),
      available,
      image: image === '' ? null : image,
      upc: upc === '' ? null : upc,
    },
  };
}

/** Comma-separated inside one (quoted) field: 'Whiskey, Bourbon ,,' → ['whiskey', 'bourbon']. */
export function parseCategories(field: string | undefined): string[] {
  const categories = clean(field)
    .split(',')
    .map((category) => category.trim().toLowerCase())
    .filter((category) => category.length > 0);
  return [...new Set(categories)];
}

/** A plain decimal number of dollars with at most two decimals; no currency sign, no thousands separators. */
function parsePrice(field: string | undefined, problems: string[]): Cents | null {
  const text = clean(field);
  if (text === '') {
    problems.push('price is required');
    return null;
  }
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(text)) {
    problems.push(`price must be a number ≥ 0, got '${text}'`);
    return null;
  }
  if (/\.\d{3,}$/.test(text)) {
    problems.push(`price must have at most 2 decimals, got '${text}'`);
    return null;
  }
  const dollars = Number(text);
  if (dollars > PRODUCT_IMPORT_LIMITS.MAX_PRICE_DOLLARS) {
    problems.push(`price must be at most ${PRODUCT_IMPORT_LIMITS.MAX_PRICE_DOLLARS}, got '${text}'`);
    return null;
  }
  return dollarsToCents(dollars);
}

/** The seed allows only true or false (any case); an empty or missing field means available. */
function parseAvailable(field: string | undefined, problems: string[]): boolean | null {
  const text = clean(field).toLowerCase();
  if (text === '' || text === 'true') return true;
  if (text === 'false') return false;
  problems.push(`available must be true or false, got '${clean(field)}'`);
  return null;
}

function clean(field: string | undefined): string {
  return (field ?? '').trim();
}

/** Characters as the database counts them (code points), so an emoji is one, not two UTF-16 units. */
function characterCount(text: string): number {
  return Array.from(text).length;
}
