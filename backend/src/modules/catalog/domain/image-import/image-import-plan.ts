import { BrandDirectory } from '../product-import/brand-directory';
import type { ImagePlacement, ImageRowError, ImageSheetRow } from './image-sheet';

/** What one batch changes: brands' logos and image lists, products' images and image lists. */
export interface ImageWrites {
  readonly brandLogos: ReadonlyArray<{ id: string; path: string }>;
  readonly brandImages: ReadonlyArray<{ id: string; paths: string[] }>;
  readonly productImages: ReadonlyArray<{ id: string; path: string }>;
  readonly productImageLists: ReadonlyArray<{ id: string; paths: string[] }>;
  /** The Description column: each image path's description (alt text); the later row wins. */
  readonly imageDescriptions: ReadonlyArray<{ path: string; description: string }>;
}

export interface ImageBatchPlan {
  readonly writes: ImageWrites;
  readonly errors: ImageRowError[];
  /** Rows that are applied. */
  readonly applied: number;
  readonly brands: number;
  readonly products: number;
}

/** Where a row's image comes from once resolved: a stored object's public path, or why not. */
export type ResolvedImage = { path: string } | { error: string };

export interface ImagePlanLookups {
  readonly brands: BrandDirectory;
  /** `${brandId}\n${productName}` → product id. */
  readonly products: ReadonlyMap<string, string>;
  /** The image of each row (by row number), resolved from its file name or URL. */
  readonly images: ReadonlyMap<number, ResolvedImage>;
}

export function productKey(brandId: string, name: string): string {
  return `${brandId}\n${name}`;
}

/**
 * Plans one batch of valid rows: brand by exact name, product by brand and exact name, image as resolved.
 * Later rows win for logos and product images; image lists get each path once, in row order. The same
 * planning serves the dry run and the real run, so both reach the same verdict.
 */
export function planImageBatch(rows: readonly ImageSheetRow[], lookups: ImagePlanLookups): ImageBatchPlan {
  const errors: ImageRowError[] = [];
  const brandLogos = new Map<string, string>();
  const productImages = new Map<string, string>();
  const brandImages = new Map<string, string[]>();
  const productImageLists = new Map<string, string[]>();
  const imageDescriptions = new Map<string, string>();
  const brands = new Set<string>();
  const products = new Set<string>();
  let applied = 0;

  for (const row of rows) {
    const brand = lookups.brands.resolve(row.brandName);
    if ('error' in brand) {
      errors.push({ row: row.rowNumber, message: capitalise(brand.error) });
      continue;
    }
    let productId: string | null = null;
    if (row.productName !== null) {
      productId = lookups.products.get(productKey(brand.brandId, row.productName)) ?? null;
      if (productId === null) {
        errors.push({ row: row.rowNumber, message: `Product "${row.productName}" of brand "${row.brandName}" does not exist; use the exact name of one of its products` });
        continue;
      }
    }
    const image = lookups.images.get(row.rowNumber);
    if (!image || 'error' in image) {
      errors.push({ row: row.rowNumber, message: image?.error ?? 'the image could not be found' });
      continue;
    }
    applied += 1;
    place(row.placement, brand.brandId, productId, image.path);
    if (row.description !== null) imageDescriptions.set(image.path, row.description);
  }

  function place(placement: ImagePlacement, brandId: string, productId: string | null, path: string): void {
    switch (placement) {
      case 'brand-logo':
        brandLogos.set(brandId, path);
        brands.add(brandId);
        return;
      case 'brand-images':
        append(brandImages, brandId, path);
        brands.add(brandId);
        return;
      case 'product-image':
        productImages.set(productId as string, path);
        products.add(productId as string);
        return;
      case 'product-images':
        append(productImageLists, productId as string, path);
        products.add(productId as string);
        return;
    }
  }

  return {
    writes: {
      brandLogos: [...brandLogos].map(([id, path]) => ({ id, path })),
      brandImages: [...brandImages].map(([id, paths]) => ({ id, paths })),
      productImages: [...productImages].map(([id, path]) => ({ id, path })),
      productImageLists: [...productImageLists].map(([id, paths]) => ({ id, paths })),
      imageDescriptions: [...imageDescriptions].map(([path, description]) => ({ path, description })),
    },
    errors,
    applied,
    brands: brands.size,
    products: products.size,
  };
}

function append(lists: Map<string, string[]>, id: string, path: string): void {
  const list = lists.get(id) ?? [];
  if (!list.includes(path)) list.push(path);
  lists.set(id, list);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
