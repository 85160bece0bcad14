import { ProductImportRow, ProductRowError } from './product-row';

/**
 * Deciding, for one batch of valid rows, which product each row creates or updates.
 * A row is keyed by its upc when it has one, otherwise by brand + name; both are unique in the
 * catalog, so a row may not take a name or a upc another product holds. Rows are applied in file
 * order, as if one by one: a product repeated in the file is created once and then updated.
 * The result is one write per product, so the batch can be stored by a single upsert.
 */

/** The identity of a product as far as importing cares. */
export interface KnownProduct {
  readonly id: string;
  readonly brandId: string;
  readonly name: string;
  readonly upc: string | null;
}

export interface ResolvedProductRow extends ProductImportRow {
  readonly brandId: string;
}

export interface ProductWrite {
  readonly id: string;
  /** Created by this batch (absent from the catalog before it). */
  readonly isNew: boolean;
  /** The product's state after the batch: the last row that wrote it, with the upc it keeps. */
  readonly row: ResolvedProductRow;
  /** Every row of the batch that wrote this product, in file order. */
  readonly rowNumbers: readonly number[];
}

export interface ProductBatchPlan {
  readonly writes: ProductWrite[];
  readonly errors: ProductRowError[];
  /** Rows that create a product. */
  readonly created: number;
  /** Rows that update a product (one in the catalog, or one an earlier row of the file created). */
  readonly updated: number;
}

/** Products by id, upc and brand + name, updated as rows are applied. */
export class ProductKeyIndex {
  private readonly byId = new Map<string, KnownProduct>();
  private readonly idByUpc = new Map<string, string>();
  private readonly idByBrandAndName = new Map<string, string>();

  static of(products: Iterable<KnownProduct>): ProductKeyIndex {
    const index = new ProductKeyIndex();
    for (const product of products) index.learn(product);
    return index;
  }

  /**
   * Adds a product as the catalog stores it. One the index already knows is left as the index has it,
   * since earlier rows may have changed it (a dry run keeps one index for the whole file).
   */
  learn(product: KnownProduct): void {
    if (this.byId.has(product.id)) return;
    this.byId.set(product.id, product);
    if (product.upc !== null && !this.idByUpc.has(product.upc)) this.idByUpc.set(product.upc, product.id);
    const nameKey = brandAndName(product.brandId, product.name);
    if (!this.idByBrandAndName.has(nameKey)) this.idByBrandAndName.set(nameKey, product.id);
  }

  findByUpc(upc: string): KnownProduct | undefined {
    return this.lookup(this.idByUpc.get(upc));
  }

  findByBrandAndName(brandId: string, name: string): KnownProduct | undefined {
    return this.lookup(this.idByBrandAndName.get(brandAndName(brandId, name)));
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** Records the product's new state, moving its keys. */
  put(product: KnownProduct): void {
    const previous = this.byId.get(product.id);
    if (previous) {
      if (previous.upc !== null && this.idByUpc.get(previous.upc) === product.id) this.idByUpc.delete(previous.upc);
      const previousName = brandAndName(previous.brandId, previous.name);
      if (this.idByBrandAndName.get(previousName) === product.id) this.idByBrandAndName.delete(previousName);
    }
    this.byId.set(product.id, product);
    if (product.upc !== null) this.idByUpc.set(product.upc, product.id);
    this.idByBrandAndName.set(brandAndName(product.brandId, product.name), product.id);
  }

  private lookup(id: string | undefined): KnownProduct | undefined {
    return id === undefined ? undefined : this.byId.get(id);
  }
}

/**
 * Plans one batch against `index` (the catalog's products for the batch's keys, plus, in a dry run,
 * what earlier batches would have done), and records the outcome in it. `newId` names created products.
 */
export function planProductBatch(
  rows: readonly ResolvedProductRow[],
  index: ProductKeyIndex,
  newId: () => string,
): ProductBatchPlan {
  const writes = new Map<string, { isNew: boolean; row: ResolvedProductRow; rowNumbers: number[] }>();
  const errors: ProductRowError[] = [];
  let created = 0;
  let updated = 0;

  for (const row of rows) {
    const target = findTarget(row, index);
    if ('error' in target) {
      errors.push({ row: row.rowNumber, error: target.error });
      continue;
    }
    const existing = target.product;
    const id = existing?.id ?? newId();
    // A row without a upc keeps the upc the product already has.
    const upc = row.upc ?? existing?.upc ?? null;
    const state: ResolvedProductRow = { ...row, upc };
    index.put({ id, brandId: row.brandId, name: row.name, upc });

    const write = writes.get(id);
    if (write) {
      write.row = state;
      write.rowNumbers.push(row.rowNumber);
    } else {
      writes.set(id, { isNew: existing === undefined, row: state, rowNumbers: [row.rowNumber] });
    }
    if (existing === undefined) created += 1;
    else updated += 1;
  }

  return {
    writes: [...writes].map(([id, write]) => ({ id, ...write })),
    errors,
    created,
    updated,
  };
}

function findTarget(row: ResolvedProductRow, index: ProductKeyIndex): { product: KnownProduct | undefined } | { error: string } {
  const byName = index.findByBrandAndName(row.brandId, row.name);
  if (row.upc === null) return { product: byName };

  const byUpc = index.findByUpc(row.upc);
  if (byUpc) {
    if (byName && byName.id !== byUpc.id) {
      return { error: `name "${row.name}" is already used by another product of brand "${row.brandName}" (names are unique within a brand)` };
    }
    return { product: byUpc };
  }
  if (byName && byName.upc !== null && byName.upc !== row.upc) {
    return {
      error: `upc ${row.upc} differs from upc ${byName.upc} of the existing product "${row.name}" of brand "${row.brandName}"; use that upc or another name`,
    };
  }
  return { product: byName };
}

function brandAndName(brandId: string, name: string): string {
  return `${brandId}\u0000${name}`;
}
