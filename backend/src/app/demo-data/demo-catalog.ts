import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, GIFT_OFFER_STATUSES } from '../../modules/brand-campaigns';
import { CURATOR_TIERS } from '../../modules/commissions';

/**
 * The demo shop is data, kept outside the compiled sources in backend/demo/demo-catalog.json and
 * checked against these schemas when the seeder reads it.
 *
 * Conventions of the file
 * - Money is in DOLLARS (as the API speaks); the seeder converts to cents.
 * - Images are files under backend/assets/images, served at /images/...
 * - Products are referenced by their (unique) name from endorsements, collections and favorites.
 * - Websites use example.com placeholders only.
 * - Demo accounts: `curator` owns the creator page `mayapours`; `brand` owns the brand `ember-oak` (Ember & Oak Distilling).
 * - Campaigns name their brand by slug, and their offers the creator by handle and the product by name; an accepted
 *   offer of a product the creator recommends labels that recommendation Gifted or Paid partnership.
 */
export const DEMO_CATALOG_FILE = findUpwards(join('demo', 'demo-catalog.json'), __dirname);

/** The file at `relative` from the nearest ancestor that has it: src/, dist/ and dist-tools/src/ sit at different depths under backend/. */
function findUpwards(relative: string, from: string): string {
  const candidate = join(from, relative);
  if (existsSync(candidate) || dirname(from) === from) return candidate;
  return findUpwards(relative, dirname(from));
}

const CATEGORY = z.enum(['whiskey', 'wine', 'beer', 'gin', 'vodka', 'rum', 'tequila', 'mixers', 'sake', 'cocktail-kits']);
export type DemoCategory = z.infer<typeof CATEGORY>;

/** The brand filter vocabulary; `usa` and `international` are derived from `country`. */
const BRAND_TAG = z.enum(['craft', 'organic', 'low-calorie', 'celebrity', 'premium', 'family-owned']);

const BRAND = z.strictObject({
  slug: z.string(),
  name: z.string(),
  logo: z.string(),
  images: z.array(z.string()),
  blurb: z.string(),
  description: z.string(),
  website: z.string(),
  categories: z.array(CATEGORY),
  /** ISO 3166 alpha-2. */
  country: z.string(),
  tags: z.array(BRAND_TAG),
  verified: z.boolean(),
});

const PRODUCT = z.strictObject({
  brand: z.string(),
  name: z.string(),
  description: z.string(),
  ingredients: z.string(),
  image: z.string(),
  /** Dollars. */
  price: z.number(),
  abv: z.string(),
  size: z.string(),
  /** 12 digits with a valid UPC-A check digit, unique. */
  upc: z.string(),
  /** First category is the primary one. */
  categories: z.tuple([CATEGORY], CATEGORY),
  tags: z.array(z.string()),
  /** Prices in dollars. */
  variants: z.array(z.strictObject({ size: z.string(), description: z.string(), price: z.number() })).optional(),
  /** Upper-case state codes it may ship to; null = ships anywhere it is legal. */
  markets: z.array(z.string()).nullable(),
  /** Defaults: available true, featured false, deliveryAvailable true, shippingAvailable true. */
  available: z.boolean().optional(),
  featured: z.boolean().optional(),
  deliveryAvailable: z.boolean().optional(),
  shippingAvailable: z.boolean().optional(),
  deliveryTime: z.string().optional(),
  shippingTime: z.string().optional(),
  /** Dollars; defaults 4.99 / 35 / 8.99 / 75 when absent. */
  deliveryFee: z.number().optional(),
  freeDeliveryMin: z.number().optional(),
  shippingFee: z.number().optional(),
  freeShippingMin: z.number().optional(),
});

const CREATOR = z.strictObject({
  handle: z.string(),
  name: z.string(),
  bio: z.string(),
  avatar: z.string(),
  /** null exercises the per-handle default hero on the creator page. */
  heroImage: z.string().nullable(),
  instagramHandle: z.string().nullable(),
  tiktokHandle: z.string().nullable(),
  youtubeHandle: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  /** Followers from outside the shop; the seeder adds the real follows. */
  followersBase: z.number(),
  rating: z.number(),
  featured: z.boolean(),
  verified21: z.boolean(),
  isVerified: z.boolean(),
  utmCode: z.string(),
});

const ENDORSEMENT = z.strictObject({ creator: z.string(), product: z.string(), review: z.string(), rating: z.union([z.literal(3), z.literal(4), z.literal(5)]), daysAgo: z.number() });

const COHORT = z.strictObject({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  featured: z.boolean(),
  /** Primary category shown in the admin list. */
  category: z.string(),
  /** Which creators belong: those endorsing a product in one of these categories or with one of these tags. */
  filterRules: z.strictObject({ categories: z.array(CATEGORY).optional(), productTags: z.array(z.string()).optional() }),
  /** Matches filterRules against the demo endorsements (checked by demo-catalog.spec.ts). */
  creatorCount: z.number(),
});

const COLLECTION = z.strictObject({ creator: z.string(), name: z.string(), description: z.string(), products: z.array(z.string()) });

const ACCOUNT = z.strictObject({
  username: z.string(),
  role: z.enum(['user', 'creator', 'brand', 'admin']),
  email: z.string(),
  displayName: z.string(),
  bio: z.string().nullable(),
  ageVerified: z.boolean(),
  /** The date of birth the account declared (YYYY-MM-DD), so it can check out without being asked. */
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  curatorStatus: z.enum(CURATOR_TIERS),
  commissionRate: z.number(),
  profileImage: z.string().nullable(),
  heroImage: z.string().nullable(),
  /** Creator handle this account owns (role creator). */
  ownsCreator: z.string().optional(),
  /** Brand slug this account owns (role brand). */
  ownsBrand: z.string().optional(),
});

/** A brand's campaign (brand by slug) and the offers it sent to creators (by handle) for its products (by name). */
const CAMPAIGN = z.strictObject({
  brand: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(CAMPAIGN_TYPES),
  status: z.enum(CAMPAIGN_STATUSES),
  budget: z.number(),
  startedDaysAgo: z.number(),
  endsInDays: z.number(),
  offers: z.array(
    z.strictObject({
      creator: z.string(),
      product: z.string(),
      message: z.string(),
      status: z.enum(GIFT_OFFER_STATUSES),
      value: z.number(),
      sentDaysAgo: z.number(),
      answeredDaysAgo: z.number().nullable(),
    }),
  ),
});

const DEMO_CATALOG = z.strictObject({
  brands: z.array(BRAND),
  products: z.array(PRODUCT),
  creators: z.array(CREATOR),
  endorsements: z.array(ENDORSEMENT),
  cohorts: z.array(COHORT),
  collections: z.array(COLLECTION),
  accounts: z.array(ACCOUNT),
  follows: z.array(z.strictObject({ username: z.string(), creator: z.string(), daysAgo: z.number() })),
  favorites: z.array(z.strictObject({ username: z.string(), product: z.string(), daysAgo: z.number() })),
  brandFavorites: z.array(z.strictObject({ username: z.string(), brand: z.string(), daysAgo: z.number() })),
  campaigns: z.array(CAMPAIGN),
});

export type DemoCatalog = z.infer<typeof DEMO_CATALOG>;

/** Reads and checks the demo shop; a malformed file fails here, naming the field. */
export function loadDemoCatalog(file = DEMO_CATALOG_FILE): DemoCatalog {
  const parsed = DEMO_CATALOG.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} does not match the demo catalog's schema: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
