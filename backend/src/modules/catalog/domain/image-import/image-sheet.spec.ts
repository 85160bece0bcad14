import { BrandDirectory } from '../product-import/brand-directory';
import { planImageBatch, productKey } from './image-import-plan';
import { ImageSheetKey, ImageSheetRow, validateImageRow } from './image-sheet';
import type { SheetRecord } from '../import-pipeline/sheet-parser';

const record = (rowNumber: number, values: Partial<Record<ImageSheetKey, string>>): SheetRecord<ImageSheetKey> => ({ rowNumber, fields: Object.values(values), values });

describe('image spreadsheet rows', () => {
  it('places brand sheet rows: logo on the brand, product on the product, lifestyle on the brand or product list', () => {
    const base = { brandName: 'Oak', fileName: 'a.png' };
    expect(validateImageRow('brand-images', record(2, { ...base, imageType: 'logo' }))).toMatchObject({ ok: true, row: { placement: 'brand-logo', productName: null } });
    expect(validateImageRow('brand-images', record(3, { ...base, imageType: 'Product', productName: 'Gin' }))).toMatchObject({ ok: true, row: { placement: 'product-image', productName: 'Gin' } });
    expect(validateImageRow('brand-images', record(4, { ...base, imageType: 'lifestyle' }))).toMatchObject({ ok: true, row: { placement: 'brand-images' } });
    expect(validateImageRow('brand-images', record(5, { ...base, imageType: 'product' }))).toEqual({ ok: false, error: { row: 5, message: 'Product Name is required for product images' } });
  });

  it('keeps the Description as the image description, blank as null, and refuses one over 500 characters', () => {
    const base = { brandName: 'Oak', imageType: 'logo', fileName: 'a.png' };
    expect(validateImageRow('brand-images', record(2, { ...base, description: '  Copper still at dusk ' }))).toMatchObject({ ok: true, row: { description: 'Copper still at dusk' } });
    expect(validateImageRow('brand-images', record(3, { ...base, description: ' ' }))).toMatchObject({ ok: true, row: { description: null } });
    expect(validateImageRow('brand-images', record(4, { ...base, description: 'x'.repeat(501) }))).toEqual({ ok: false, error: { row: 4, message: 'Description is longer than 500 characters' } });
  });

  it('needs a file name or an https URL, and a known image type', () => {
    expect(validateImageRow('brand-images', record(2, { brandName: 'Oak', imageType: 'logo' }))).toEqual({
      ok: false,
      error: { row: 2, message: 'either Image File Name (a file uploaded for this brand) or Image URL is required' },
    });
    expect(validateImageRow('brand-images', record(3, { brandName: 'Oak', imageType: 'banner', imageUrl: 'ftp://x/y.png' }))).toEqual({
      ok: false,
      error: { row: 3, message: "Image Type must be logo, product or lifestyle, got 'banner'; Image URL must be an https:// address, got 'ftp://x/y.png'" },
    });
  });

  it('places universal rows by Target Type and Set as Primary, and refuses a product name on brand rows', () => {
    const base = { brandName: 'Oak', imageType: 'logo', fileName: 'a.png' };
    expect(validateImageRow('universal', record(2, { ...base, targetType: 'brand', primary: 'true' }))).toMatchObject({ ok: true, row: { placement: 'brand-logo' } });
    expect(validateImageRow('universal', record(3, { ...base, targetType: 'brand', primary: '' }))).toMatchObject({ ok: true, row: { placement: 'brand-images' } });
    expect(validateImageRow('universal', record(4, { ...base, targetType: 'product', productName: 'Gin', primary: 'false' }))).toMatchObject({ ok: true, row: { placement: 'product-images' } });
    expect(validateImageRow('universal', record(5, { ...base, targetType: 'brand', productName: 'Gin', primary: 'maybe' }))).toEqual({
      ok: false,
      error: { row: 5, message: "Set as Primary must be true or false, got 'maybe'; Product Name must be blank for brand rows (Target Type brand)" },
    });
  });

  it('plans a batch: the last logo wins, list images once each, unknown products refused', () => {
    const brands = new BrandDirectory([{ id: 'b1', name: 'Oak' }]);
    const row = (rowNumber: number, placement: ImageSheetRow['placement'], productName: string | null = null, description: string | null = null): ImageSheetRow => ({
      rowNumber,
      brandName: 'Oak',
      productName,
      placement,
      fileName: 'x.png',
      imageUrl: null,
      description,
    });
    const plan = planImageBatch(
      [row(2, 'brand-logo'), row(3, 'brand-logo', null, 'Old'), row(4, 'brand-images', null, 'Bar'), row(5, 'brand-images', null, 'Bar at night'), row(6, 'product-image', 'Gin'), row(7, 'product-image', 'Rum', 'Never')],
      {
      brands,
      products: new Map([[productKey('b1', 'Gin'), 'p1']]),
      images: new Map([
        [2, { path: '/objects/uploads/1' }],
        [3, { path: '/objects/uploads/2' }],
        [4, { path: '/objects/uploads/3' }],
        [5, { path: '/objects/uploads/3' }],
        [6, { path: '/objects/uploads/4' }],
        [7, { path: '/objects/uploads/5' }],
      ]),
      },
    );
    expect(plan.writes).toEqual({
      brandLogos: [{ id: 'b1', path: '/objects/uploads/2' }],
      brandImages: [{ id: 'b1', paths: ['/objects/uploads/3'] }],
      productImages: [{ id: 'p1', path: '/objects/uploads/4' }],
      productImageLists: [],
      // Descriptions belong to the image (its path): the later row wins, refused rows describe nothing.
      imageDescriptions: [
        { path: '/objects/uploads/2', description: 'Old' },
        { path: '/objects/uploads/3', description: 'Bar at night' },
      ],
    });
    expect(plan).toMatchObject({ applied: 5, brands: 1, products: 1 });
    expect(plan.errors).toEqual([{ row: 7, message: 'Product "Rum" of brand "Oak" does not exist; use the exact name of one of its products' }]);
  });
});
