/**
 * The brands a product CSV may name (the specification's rule: "Brand names must match existing brands exactly").
 * Loaded once per import; a near miss in letter case is pointed out, not accepted.
 */
export class BrandDirectory {
  private readonly idByName: ReadonlyMap<string, string>;
  private readonly nameByLowerCase = new Map<string, string>();

  constructor(brands: Iterable<{ id: string; name: string }>) {
    const idByName = new Map<string, string>();
    for (const { id, name } of brands) {
      idByName.set(name, id);
      this.nameByLowerCase.set(name.toLowerCase(), name);
    }
    this.idByName = idByName;
  }

  resolve(name: string): { brandId: string } | { error: string } {
    const brandId = this.idByName.get(name);
    if (brandId !== undefined) return { brandId };
    const nearMiss = this.nameByLowerCase.get(name.toLowerCase());
    if (nearMiss !== undefined) {
      return { error: `brand "${name}" does not exist; did you mean "${nearMiss}"? Brand names must match exactly` };
    }
    return { error: `brand "${name}" does not exist; use the exact name of an existing brand` };
  }
}
