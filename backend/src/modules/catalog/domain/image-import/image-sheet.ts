import type { SheetColumn, SheetRecord } from '../import-pipeline/sheet-parser';

/**
 * The two image spreadsheets of the Bulk Upload tab:
 * the brand image spreadsheet and the universal spreadsheet. Both set brand logos, product images and
 * brand lifestyle images from files a brand already uploaded (by file name) or from image URLs.
 */
export type ImageSheetKind = 'brand-images' | 'universal';
export type ImageSheetKey = 'targetType' | 'brandName' | 'productName' | 'imageType' | 'fileName' | 'imageUrl' | 'description' | 'primary';

export const BRAND_IMAGE_SHEET_COLUMNS: readonly SheetColumn<ImageSheetKey>[] = [
  { key: 'brandName', header: 'Brand Name', required: true },
  { key: 'productName', header: 'Product Name', required: true },
  { key: 'imageType', header: 'Image Type', required: true },
  { key: 'fileName', header: 'Image File Name', required: true },
  { key: 'imageUrl', header: 'Image URL', required: false },
  { key: 'description', header: 'Description', required: false },
];

/** The universal sheet: the brand sheet's columns with a Target Type first and Set as Primary last. */
export const UNIVERSAL_SHEET_COLUMNS: readonly SheetColumn<ImageSheetKey>[] = [
  { key: 'targetType', header: 'Target Type', required: true },
  ...BRAND_IMAGE_SHEET_COLUMNS,
  { key: 'primary', header: 'Set as Primary', required: false },
];

export function columnsOf(kind: ImageSheetKind): readonly SheetColumn<ImageSheetKey>[] {
  return kind === 'universal' ? UNIVERSAL_SHEET_COLUMNS : BRAND_IMAGE_SHEET_COLUMNS;
}

export const IMAGE_TYPES = ['logo', 'product', 'lifestyle'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/**
 * Where an image goes: the brand's logo, the product's image (both replaced), or appended to the
 * brand's or the product's image list (an image already there is not added twice).
 */
export type ImagePlacement = 'brand-logo' | 'brand-images' | 'product-image' | 'product-images';

export interface ImageSheetRow {
  readonly rowNumber: number;
  readonly brandName: string;
  /** Null for rows about the brand itself. */
  readonly productName: string | null;
  readonly placement: ImagePlacement;
  /** An object this brand uploaded (per-brand image upload), by its file name; or null when `imageUrl` is used. */
  readonly fileName: string | null;
  readonly imageUrl: string | null;
  /** The image's description (its alt text, docs/decisions/jobs-and-imports.md, "The Description column"); null keeps the one it has. */
  readonly description: string | null;
}

export interface ImageRowError {
  readonly row: number;
  readonly message: string;
}

const MAX_NAME = 200;
const MAX_URL = 2048;
export const MAX_IMAGE_DESCRIPTION = 500;

/** The specification's rules for one row; answers the row or the message its errors.csv line carries. */
export function validateImageRow(kind: ImageSheetKind, record: SheetRecord<ImageSheetKey>): { ok: true; row: ImageSheetRow } | { ok: false; error: ImageRowError } {
  const text = (key: ImageSheetKey): string => (record.values[key] ?? '').trim();
  const problems: string[] = [];
  const brandName = text('brandName');
  const productName = text('productName');
  const imageType = text('imageType').toLowerCase();
  const fileName = text('fileName');
  const imageUrl = text('imageUrl');
  const description = text('description');

  if (brandName === '') problems.push('Brand Name is required');
  else if (brandName.length > MAX_NAME) problems.push(`Brand Name is longer than ${MAX_NAME} characters`);
  if (productName.length > MAX_NAME) problems.push(`Product Name is longer than ${MAX_NAME} characters`);
  if (!(IMAGE_TYPES as readonly string[]).includes(imageType)) {
    problems.push(imageType === '' ? 'Image Type is required (logo, product or lifestyle)' : `Image Type must be logo, product or lifestyle, got '${text('imageType')}'`);
  }
  if (description.length > MAX_IMAGE_DESCRIPTION) problems.push(`Description is longer than ${MAX_IMAGE_DESCRIPTION} characters`);
  if (fileName === '' && imageUrl === '') problems.push('either Image File Name (a file uploaded for this brand) or Image URL is required');
  if (imageUrl !== '' && fileName === '') {
    if (imageUrl.length > MAX_URL) problems.push(`Image URL is longer than ${MAX_URL} characters`);
    else if (!/^https?:\/\/[^\s]+$/i.test(imageUrl)) problems.push(`Image URL must be an https:// address, got '${imageUrl}'`);
  }

  let placement: ImagePlacement | null = null;
  if (kind === 'universal') {
    const target = text('targetType').toLowerCase();
    const primaryText = text('primary').toLowerCase();
    const primary = primaryText === 'true' || primaryText === 'yes' || primaryText === '1';
    if (!['', 'true', 'false', 'yes', 'no', '1', '0'].includes(primaryText)) problems.push(`Set as Primary must be true or false, got '${text('primary')}'`);
    if (target === 'brand') {
      if (productName !== '') problems.push('Product Name must be blank for brand rows (Target Type brand)');
      placement = primary ? 'brand-logo' : 'brand-images';
    } else if (target === 'product') {
      if (productName === '') problems.push('Product Name is required for product rows (Target Type product)');
      placement = primary ? 'product-image' : 'product-images';
    } else {
      problems.push(target === '' ? 'Target Type is required (brand or product)' : `Target Type must be brand or product, got '${text('targetType')}'`);
    }
  } else if (imageType === 'logo') {
    placement = 'brand-logo';
  } else if (imageType === 'product') {
    if (productName === '') problems.push('Product Name is required for product images');
    placement = 'product-image';
  } else if (imageType === 'lifestyle') {
    placement = productName === '' ? 'brand-images' : 'product-images';
  }

  if (problems.length > 0 || placement === null) return { ok: false, error: { row: record.rowNumber, message: problems.join('; ') } };
  const aboutProduct = placement === 'product-image' || placement === 'product-images';
  return {
    ok: true,
    row: {
      rowNumber: record.rowNumber,
      brandName,
      productName: aboutProduct ? productName : null,
      placement,
      fileName: fileName === '' ? null : fileName,
      imageUrl: fileName === '' ? imageUrl : null,
      description: description === '' ? null : description,
    },
  };
}
