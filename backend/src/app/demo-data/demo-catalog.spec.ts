import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadDemoCatalog } from './demo-catalog';

const { accounts: demoAccounts, brandFavorites: demoBrandFavorites, brands: demoBrands, cohorts: demoCohorts, collections: demoCollections, creators: demoCreators, endorsements: demoEndorsements, favorites: demoFavorites, follows: demoFollows, products: demoProducts } = loadDemoCatalog();
const DEMO_PLACEHOLDER_IMAGE = '/images/products/placeholder.svg';
const DEMO_HERO_IMAGES = [1, 2, 3, 4, 5, 6].map((n) => `/images/heroes/hero-${n}.svg`);

const CATEGORIES = ['whiskey', 'wine', 'beer', 'gin', 'vodka', 'rum', 'tequila', 'mixers', 'sake', 'cocktail-kits'];
const BRAND_TAGS = ['craft', 'organic', 'low-calorie', 'celebrity', 'premium', 'family-owned'];
const ASSETS = join(__dirname, '..', '..', '..', 'assets');

const imageExists = (url: string) => url.startsWith('/images/') && existsSync(join(ASSETS, url));
const unique = (values: string[]) => new Set(values).size === values.length;
const hasCents = (dollars: number) => dollars >= 0 && Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-9;

function upcCheckDigitValid(upc: string): boolean {
  if (!/^\d{12}$/.test(upc)) return false;
  const d = upc.split('').map(Number);
  const sum = d.slice(0, 11).reduce((acc, digit, i) => acc + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === d[11];
}

describe('demo catalog', () => {
  const productNames = new Set(demoProducts.map((p) => p.name));
  const brandSlugs = new Set(demoBrands.map((b) => b.slug));
  const handles = new Set(demoCreators.map((c) => c.handle));
  const usernames = new Set(demoAccounts.map((a) => a.username));

  it('has at least 10 well-formed brands', () => {
    expect(demoBrands.length).toBeGreaterThanOrEqual(10);
    expect(unique(demoBrands.map((b) => b.slug))).toBe(true);
    expect(unique(demoBrands.map((b) => b.name))).toBe(true);
    for (const b of demoBrands) {
      expect(b.tags.every((t) => BRAND_TAGS.includes(t))).toBe(true);
      expect(b.categories.every((c) => CATEGORIES.includes(c))).toBe(true);
      expect(b.country).toMatch(/^[A-Z]{2}$/);
      expect(b.website.startsWith('https://example.com/')).toBe(true);
      expect(imageExists(b.logo)).toBe(true);
      expect(b.images.every(imageExists)).toBe(true);
    }
    // every brand filter has at least one brand behind it
    for (const tag of BRAND_TAGS) expect(demoBrands.some((b) => b.tags.includes(tag as never))).toBe(true);
    expect(demoBrands.some((b) => b.country === 'US')).toBe(true);
    expect(demoBrands.some((b) => b.country !== 'US')).toBe(true);
  });

  it('has at least 48 products over all ten categories, with unique names and valid UPCs', () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(48);
    expect(productNames.size).toBe(demoProducts.length);
    expect(unique(demoProducts.map((p) => p.upc))).toBe(true);
    for (const p of demoProducts) {
      expect({ upc: p.upc, valid: upcCheckDigitValid(p.upc) }).toEqual({ upc: p.upc, valid: true });
      expect(brandSlugs.has(p.brand)).toBe(true);
      expect(p.categories.every((c) => CATEGORIES.includes(c))).toBe(true);
      expect(imageExists(p.image)).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      for (const amount of [p.price, p.deliveryFee, p.freeDeliveryMin, p.shippingFee, p.freeShippingMin]) {
        if (amount !== undefined) expect(hasCents(amount)).toBe(true);
      }
      for (const v of p.variants ?? []) expect(hasCents(v.price) && v.price > 0).toBe(true);
      expect(p.abv).toMatch(/^\d+(\.\d+)?%$/);
      expect(p.deliveryAvailable !== false || p.shippingAvailable !== false).toBe(true);
      for (const m of p.markets ?? []) expect(m).toMatch(/^[A-Z]{2}$/);
    }
    for (const c of CATEGORIES) expect(demoProducts.some((p) => p.categories[0] === c)).toBe(true);
    const featured = demoProducts.filter((p) => p.featured).length;
    expect(featured).toBeGreaterThanOrEqual(5);
    expect(featured).toBeLessThanOrEqual(8);
    expect(demoProducts.some((p) => p.available === false)).toBe(true);
    expect(demoProducts.some((p) => p.shippingAvailable === false)).toBe(true);
    expect(demoProducts.some((p) => p.deliveryAvailable === false)).toBe(true);
    expect(demoProducts.some((p) => p.markets !== null)).toBe(true);
    expect(demoProducts.some((p) => p.categories.length > 1)).toBe(true);
    expect(demoProducts.filter((p) => p.variants?.length).length).toBeGreaterThanOrEqual(4);
    expect(imageExists(DEMO_PLACEHOLDER_IMAGE)).toBe(true);
  });

  it('has at least 8 creators with unique handles and utm codes', () => {
    expect(demoCreators.length).toBeGreaterThanOrEqual(8);
    expect(handles.size).toBe(demoCreators.length);
    expect(unique(demoCreators.map((c) => c.utmCode))).toBe(true);
    expect(demoCreators.filter((c) => c.featured).length).toBeGreaterThanOrEqual(3);
    expect(demoCreators.some((c) => c.heroImage === null)).toBe(true);
    for (const c of demoCreators) {
      expect(c.handle).toMatch(/^[a-z0-9]+$/);
      expect(c.rating).toBeGreaterThanOrEqual(4.5);
      expect(c.rating).toBeLessThanOrEqual(5);
      expect(imageExists(c.avatar)).toBe(true);
      if (c.heroImage) expect(imageExists(c.heroImage)).toBe(true);
    }
    expect(DEMO_HERO_IMAGES).toHaveLength(6);
    expect(DEMO_HERO_IMAGES.every(imageExists)).toBe(true);
  });

  it('has at least 36 endorsements that point at real creators and products', () => {
    expect(demoEndorsements.length).toBeGreaterThanOrEqual(36);
    expect(unique(demoEndorsements.map((e) => `${e.creator}|${e.product}`))).toBe(true);
    for (const e of demoEndorsements) {
      expect(handles.has(e.creator)).toBe(true);
      expect({ product: e.product, known: productNames.has(e.product) }).toEqual({ product: e.product, known: true });
      expect(e.rating).toBeGreaterThanOrEqual(3);
      expect(e.rating).toBeLessThanOrEqual(5);
      expect(e.daysAgo).toBeGreaterThanOrEqual(0);
      expect(e.daysAgo).toBeLessThanOrEqual(40);
    }
    for (const c of demoCreators) expect(demoEndorsements.some((e) => e.creator === c.handle)).toBe(true);
  });

  it('has cohorts whose creatorCount matches their filter rules', () => {
    expect(demoCohorts.length).toBeGreaterThanOrEqual(4);
    expect(demoCohorts.filter((c) => c.featured).length).toBeGreaterThanOrEqual(3);
    const byName = new Map(demoProducts.map((p) => [p.name, p]));
    for (const cohort of demoCohorts) {
      expect(imageExists(cohort.image)).toBe(true);
      const members = new Set(
        demoEndorsements
          .filter((e) => {
            const p = byName.get(e.product)!;
            const { categories = [], productTags = [] } = cohort.filterRules;
            return p.categories.some((c) => categories.includes(c)) || p.tags.some((t) => productTags.includes(t));
          })
          .map((e) => e.creator),
      );
      expect({ cohort: cohort.slug, count: cohort.creatorCount }).toEqual({ cohort: cohort.slug, count: members.size });
    }
  });

  it('has at least two collections for four creators, all pointing at real products', () => {
    const perCreator = new Map<string, number>();
    for (const c of demoCollections) {
      expect(handles.has(c.creator)).toBe(true);
      expect(c.products.length).toBeGreaterThan(0);
      for (const p of c.products) expect({ p, known: productNames.has(p) }).toEqual({ p, known: true });
      perCreator.set(c.creator, (perCreator.get(c.creator) ?? 0) + 1);
    }
    expect([...perCreator.values()].filter((n) => n >= 2).length).toBeGreaterThanOrEqual(4);
  });

  it('has the four demo accounts with the right roles and ownership', () => {
    expect([...usernames].sort()).toEqual(['admin', 'brand', 'curator', 'shopper']);
    const by = (u: string) => demoAccounts.find((a) => a.username === u)!;
    expect(by('admin').role).toBe('admin');
    expect(by('shopper')).toMatchObject({ role: 'user', ageVerified: true });
    expect(by('curator')).toMatchObject({ role: 'creator', curatorStatus: 'level1_curator', commissionRate: 5 });
    expect(handles.has(by('curator').ownsCreator!)).toBe(true);
    expect(by('brand').role).toBe('brand');
    expect(brandSlugs.has(by('brand').ownsBrand!)).toBe(true);
  });

  it('has follows and favorites that point at real rows, once each', () => {
    expect(demoFollows.filter((f) => f.username === 'shopper').length).toBeGreaterThanOrEqual(2);
    expect(demoFavorites.filter((f) => f.username === 'shopper').length).toBeGreaterThanOrEqual(3);
    expect(demoBrandFavorites.filter((f) => f.username === 'shopper').length).toBeGreaterThanOrEqual(1);
    expect(unique(demoFollows.map((f) => `${f.username}|${f.creator}`))).toBe(true);
    expect(unique(demoFavorites.map((f) => `${f.username}|${f.product}`))).toBe(true);
    expect(unique(demoBrandFavorites.map((f) => `${f.username}|${f.brand}`))).toBe(true);
    for (const f of demoFollows) expect(usernames.has(f.username) && handles.has(f.creator)).toBe(true);
    for (const f of demoFavorites) {
      expect(usernames.has(f.username) && productNames.has(f.product)).toBe(true);
      expect(f.daysAgo).toBeLessThan(30);
    }
    for (const f of demoBrandFavorites) expect(usernames.has(f.username) && brandSlugs.has(f.brand)).toBe(true);
  });
});
