/**
 * npm -w backend run images:demo — writes one SVG per demo product into assets/images/products,
 * named as the demo catalog names its image (see demo-product-image.ts). Deterministic: running
 * it again rewrites the same files.
 */
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { loadDemoCatalog } from '../src/app/demo-data/demo-catalog';
import { demoProductImageSvg } from './demo-product-image';

const PRODUCT_IMAGES = join(__dirname, '..', '..', 'assets', 'images', 'products');

function main(): void {
  const { brands: demoBrands, products: demoProducts } = loadDemoCatalog();
  const brandNames = new Map(demoBrands.map((brand) => [brand.slug, brand.name]));
  let bytes = 0;
  for (const product of demoProducts) {
    const brandName = brandNames.get(product.brand) ?? '';
    const svg = demoProductImageSvg({ name: product.name, brandName: shortBrandName(product.name, brandName), categories: product.categories });
    writeFileSync(join(PRODUCT_IMAGES, basename(product.image)), svg);
    bytes += Buffer.byteLength(svg);
  }
  console.log(`Wrote ${demoProducts.length} product images (${Math.round(bytes / 1024)} kB) to ${PRODUCT_IMAGES}`);
}

/** 'Foghorn Brewing Co.' names its products 'Foghorn …': the label's brand line is what the name starts with. */
function shortBrandName(productName: string, brandName: string): string {
  const words = brandName.split(' ');
  for (let count = words.length; count > 0; count -= 1) {
    const prefix = words.slice(0, count).join(' ');
    if (productName.startsWith(prefix)) return prefix;
  }
  return brandName;
}

main();
