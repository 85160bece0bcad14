/**
 * The demo shop: plain data, no logic. `seed-demo-data.ts` writes it into an empty database.
 *
 * Conventions
 * - Money is in DOLLARS here (as the API speaks); the seeder converts to cents.
 * - Images are files under backend/assets/images, served at /images/...
 * - Products are referenced by their (unique) name from endorsements, collections and favorites.
 * - Websites use example.com placeholders only.
 * - Demo accounts: `curator` owns the creator page `mayapours`; `brand` owns the brand `ember-oak` (Ember & Oak Distilling).
 */
import type { CuratorTier } from '../../modules/commissions';

export type DemoCategory =
  | 'whiskey'
  | 'wine'
  | 'beer'
  | 'gin'
  | 'vodka'
  | 'rum'
  | 'tequila'
  | 'mixers'
  | 'sake'
  | 'cocktail-kits';

/** The brand filter vocabulary; `usa` and `international` are derived from `country`. */
export type DemoBrandTag = 'craft' | 'organic' | 'low-calorie' | 'celebrity' | 'premium' | 'family-owned';

export interface DemoBrand {
  slug: string;
  name: string;
  logo: string;
  images: string[];
  blurb: string;
  description: string;
  website: string;
  categories: DemoCategory[];
  /** ISO 3166 alpha-2. */
  country: string;
  tags: DemoBrandTag[];
  verified: boolean;
}

export interface DemoVariant {
  size: string;
  description: string;
  /** Dollars. */
  price: number;
}

export interface DemoProduct {
  brand: string;
  name: string;
  description: string;
  ingredients: string;
  image: string;
  /** Dollars. */
  price: number;
  abv: string;
  size: string;
  /** 12 digits with a valid UPC-A check digit, unique. */
  upc: string;
  /** First category is the primary one. */
  categories: [DemoCategory, ...DemoCategory[]];
  tags: string[];
  variants?: DemoVariant[];
  /** Upper-case state codes it may ship to; null = ships anywhere it is legal. */
  markets: string[] | null;
  /** Defaults: available true, featured false, deliveryAvailable true, shippingAvailable true. */
  available?: boolean;
  featured?: boolean;
  deliveryAvailable?: boolean;
  shippingAvailable?: boolean;
  deliveryTime?: string;
  shippingTime?: string;
  /** Dollars; defaults 4.99 / 35 / 8.99 / 75 when absent. */
  deliveryFee?: number;
  freeDeliveryMin?: number;
  shippingFee?: number;
  freeShippingMin?: number;
}

export interface DemoCreator {
  handle: string;
  name: string;
  bio: string;
  avatar: string;
  /** null exercises the per-handle default hero on the creator page. */
  heroImage: string | null;
  instagramHandle: string | null;
  tiktokHandle: string | null;
  youtubeHandle: string | null;
  twitterHandle: string | null;
  /** Followers from outside the shop; the seeder adds the real follows. */
  followersBase: number;
  rating: number;
  featured: boolean;
  verified21: boolean;
  isVerified: boolean;
  utmCode: string;
}

export interface DemoEndorsement {
  creator: string;
  product: string;
  review: string;
  rating: 3 | 4 | 5;
  daysAgo: number;
}

export interface DemoCohort {
  slug: string;
  name: string;
  description: string;
  image: string;
  featured: boolean;
  /** Primary category shown in the admin list. */
  category: string;
  /** Which creators belong: those endorsing a product in one of these categories or with one of these tags. */
  filterRules: { categories?: DemoCategory[]; productTags?: string[] };
  /** Matches filterRules against the demo endorsements (checked by demo-catalog.spec.ts). */
  creatorCount: number;
}

export interface DemoCollection {
  creator: string;
  name: string;
  description: string;
  products: string[];
}

export interface DemoAccount {
  username: string;
  role: 'user' | 'creator' | 'brand' | 'admin';
  email: string;
  displayName: string;
  bio: string | null;
  ageVerified: boolean;
  curatorStatus: CuratorTier;
  commissionRate: number;
  profileImage: string | null;
  heroImage: string | null;
  /** Creator handle this account owns (role creator). */
  ownsCreator?: string;
  /** Brand slug this account owns (role brand). */
  ownsBrand?: string;
}

export interface DemoFollow {
  username: string;
  creator: string;
  daysAgo: number;
}

export interface DemoFavorite {
  username: string;
  product: string;
  daysAgo: number;
}

export interface DemoBrandFavorite {
  username: string;
  brand: string;
  daysAgo: number;
}

const img = {
  product: (name: string) => `/images/products/${name}.svg`,
  brand: (slug: string) => `/images/brands/${slug}.svg`,
  creator: (handle: string) => `/images/creators/${handle}.svg`,
  hero: (n: number) => `/images/heroes/hero-${n}.svg`,
  cohort: (slug: string) => `/images/cohorts/${slug}.svg`,
};

export const DEMO_PLACEHOLDER_IMAGE = img.product('placeholder');
export const DEMO_HERO_IMAGES: readonly string[] = [1, 2, 3, 4, 5, 6].map(img.hero);

export const demoBrands: DemoBrand[] = [
  {
    slug: 'ember-oak',
    name: 'Ember & Oak Distilling',
    logo: img.brand('ember-oak'),
    images: [img.product('whiskey-dark'), img.product('whiskey-amber')],
    blurb: 'Small-batch Kentucky bourbon and rye from a third-generation family distillery.',
    description:
      'Ember & Oak mashes, distills and barrels every drop on one farm outside Bardstown, Kentucky. Grain comes from neighbouring fields, barrels get a heavy char, and nothing leaves the rickhouse before its fourth summer.',
    website: 'https://example.com/brands/ember-oak',
    categories: ['whiskey', 'cocktail-kits'],
    country: 'US',
    tags: ['craft', 'family-owned', 'premium'],
    verified: true,
  },
  {
    slug: 'highland-reach',
    name: 'Highland Reach',
    logo: img.brand('highland-reach'),
    images: [img.product('whiskey-amber'), img.product('whiskey-dark')],
    blurb: 'Speyside single malts aged in sherry and bourbon casks.',
    description:
      'A Speyside distillery founded in 1891, Highland Reach balances honeyed house character with long maturation in Oloroso sherry butts. Its peated releases come from a single coastal warehouse.',
    website: 'https://example.com/brands/highland-reach',
    categories: ['whiskey'],
    country: 'GB',
    tags: ['premium'],
    verified: true,
  },
  {
    slug: 'marlowe-cellars',
    name: 'Marlowe Cellars',
    logo: img.brand('marlowe-cellars'),
    images: [img.product('wine-red'), img.product('wine-rose'), img.product('wine-white')],
    blurb: 'Napa and Sonoma wines from actor-turned-vintner Grace Marlowe.',
    description:
      'After two decades on screen, Grace Marlowe bought a hillside vineyard in Napa and hired a winemaker who had worked in Burgundy. The wines are estate-grown, fermented with native yeasts and bottled unfined.',
    website: 'https://example.com/brands/marlowe-cellars',
    categories: ['wine'],
    country: 'US',
    tags: ['celebrity', 'premium'],
    verified: true,
  },
  {
    slug: 'vina-solera',
    name: 'Viña Solera',
    logo: img.brand('vina-solera'),
    images: [img.product('wine-red'), img.product('wine-white')],
    blurb: 'Organic Spanish wines from a family estate in Rioja and Rías Baixas.',
    description:
      'The Ortega family has farmed vines in Rioja Alta since 1952 and added a small Albariño estate in Galicia in 2004. Everything is certified organic and priced for everyday drinking.',
    website: 'https://example.com/brands/vina-solera',
    categories: ['wine'],
    country: 'ES',
    tags: ['organic', 'family-owned'],
    verified: true,
  },
  {
    slug: 'foghorn-brewing',
    name: 'Foghorn Brewing Co.',
    logo: img.brand('foghorn-brewing'),
    images: [img.product('beer-can-hazy'), img.product('beer-can'), img.product('beer-bottle')],
    blurb: 'San Francisco craft brewery known for hazy IPAs and crisp lagers.',
    description:
      'Foghorn started in a converted pier warehouse in 2014. Its hazy IPAs are canned on Monday and delivered by Friday, and its light session ale proved that under 100 calories need not mean watery.',
    website: 'https://example.com/brands/foghorn-brewing',
    categories: ['beer'],
    country: 'US',
    tags: ['craft', 'low-calorie'],
    verified: false,
  },
  {
    slug: 'juniper-lane',
    name: 'Juniper Lane',
    logo: img.brand('juniper-lane'),
    images: [img.product('gin-clear'), img.product('gin-blue')],
    blurb: 'London gins distilled in small copper pots with organic botanicals.',
    description:
      'Juniper Lane runs two 300-litre copper stills in a railway arch in Bermondsey. Botanicals are organic and macerated overnight; every batch is cut to strength with Welsh spring water.',
    website: 'https://example.com/brands/juniper-lane',
    categories: ['gin', 'cocktail-kits'],
    country: 'GB',
    tags: ['craft', 'organic'],
    verified: true,
  },
  {
    slug: 'north-birch',
    name: 'North Birch',
    logo: img.brand('north-birch'),
    images: [img.product('vodka-clear'), img.product('mixer-tonic')],
    blurb: 'Organic Polish vodka filtered through birch charcoal.',
    description:
      'North Birch distills organic rye and wheat near Białowieża Forest and filters through birch charcoal for a soft, clean finish. Its vodka sodas contain no added sugar.',
    website: 'https://example.com/brands/north-birch',
    categories: ['vodka'],
    country: 'PL',
    tags: ['organic', 'low-calorie'],
    verified: false,
  },
  {
    slug: 'cane-and-tide',
    name: 'Cane & Tide',
    logo: img.brand('cane-and-tide'),
    images: [img.product('rum-dark'), img.product('rum-gold')],
    blurb: 'Jamaican pot-still rums from a family distillery on the north coast.',
    description:
      'Cane & Tide ferments molasses for up to two weeks in open wooden vats, then distills in double-retort pot stills for the funky, fruity character Jamaican rum is famous for. Aged on the island, bottled on the estate.',
    website: 'https://example.com/brands/cane-and-tide',
    categories: ['rum', 'cocktail-kits'],
    country: 'JM',
    tags: ['family-owned', 'craft'],
    verified: true,
  },
  {
    slug: 'casa-luminosa',
    name: 'Casa Luminosa',
    logo: img.brand('casa-luminosa'),
    images: [img.product('tequila-blanco'), img.product('tequila-reposado')],
    blurb: 'Additive-free highland tequila co-founded by chef Mateo Ríos.',
    description:
      'Casa Luminosa is made by the Álvarez family in Los Altos de Jalisco, with celebrity chef Mateo Ríos as partner. Agave is roasted in stone ovens for 72 hours and crushed with a tahona.',
    website: 'https://example.com/brands/casa-luminosa',
    categories: ['tequila', 'cocktail-kits'],
    country: 'MX',
    tags: ['premium', 'celebrity', 'family-owned'],
    verified: true,
  },
  {
    slug: 'fizz-theory',
    name: 'Fizz Theory',
    logo: img.brand('fizz-theory'),
    images: [img.product('mixer-citrus'), img.product('mixer-tonic'), img.product('mixer-ginger')],
    blurb: 'Low-sugar craft mixers and cocktail kits from Portland.',
    description:
      'Fizz Theory makes sodas, tonics and ginger beers with organic cane sugar at half the usual sweetness, plus kits that turn them into bar-quality cocktails in minutes.',
    website: 'https://example.com/brands/fizz-theory',
    categories: ['mixers', 'cocktail-kits'],
    country: 'US',
    tags: ['low-calorie', 'organic', 'craft'],
    verified: false,
  },
  {
    slug: 'kura-minato',
    name: 'Kura Minato',
    logo: img.brand('kura-minato'),
    images: [img.product('sake-clear'), img.product('sake-green')],
    blurb: 'Harbour-town sake brewery, family-run for eleven generations.',
    description:
      'Kura Minato has brewed in a port town in Hiroshima since 1789. Soft local water and slow, cold fermentation give its ginjo and daiginjo sake their delicate fruit.',
    website: 'https://example.com/brands/kura-minato',
    categories: ['sake'],
    country: 'JP',
    tags: ['family-owned', 'premium'],
    verified: true,
  },
  {
    slug: 'golden-hour-social',
    name: 'Golden Hour Social',
    logo: img.brand('golden-hour-social'),
    images: [img.product('cocktail-kit'), img.product('cocktail-kit-margarita')],
    blurb: 'Low-calorie cocktail kits from pop singer Lila Park.',
    description:
      'Lila Park started Golden Hour Social to make the drinks she serves on tour: bright, low in sugar and easy to batch. Kits ship with everything but the ice.',
    website: 'https://example.com/brands/golden-hour-social',
    categories: ['cocktail-kits', 'mixers'],
    country: 'US',
    tags: ['celebrity', 'low-calorie'],
    verified: false,
  },
];

export const demoProducts: DemoProduct[] = [
  // Ember & Oak Distilling
  {
    brand: 'ember-oak',
    name: 'Ember & Oak Small Batch Bourbon',
    description: 'Caramel, baking spice and toasted pecan from barrels no older than eight years, blended twenty at a time. A sipping bourbon that also makes a serious Old Fashioned.',
    ingredients: 'Corn, rye, malted barley, water',
    image: img.product('ember-and-oak-small-batch-bourbon'),
    price: 42.5,
    abv: '45%',
    size: '750ml',
    upc: '860410100017',
    categories: ['whiskey'],
    tags: ['bourbon', 'small-batch', 'kentucky'],
    variants: [
      { size: '375ml', description: 'Half bottle', price: 24.99 },
      { size: '750ml', description: 'Standard bottle', price: 42.5 },
      { size: '1.75L', description: 'Handle for the home bar', price: 79.99 },
    ],
    markets: null,
    featured: true,
  },
  {
    brand: 'ember-oak',
    name: 'Ember & Oak Rye Whiskey',
    description: 'A high-rye mash of 95% rye and 5% malted barley, aged four years. Black pepper, dill and dark cherry.',
    ingredients: 'Rye, malted barley, water',
    image: img.product('ember-and-oak-rye-whiskey'),
    price: 46,
    abv: '50%',
    size: '750ml',
    upc: '860410100024',
    categories: ['whiskey'],
    tags: ['rye', 'kentucky'],
    markets: null,
  },
  {
    brand: 'ember-oak',
    name: 'Ember & Oak Bottled-in-Bond',
    description: 'One distilling season, one warehouse, at least four years old and bottled at exactly 100 proof. Oak-forward with brown sugar and clove.',
    ingredients: 'Corn, rye, malted barley, water',
    image: img.product('ember-and-oak-bottled-in-bond'),
    price: 58,
    abv: '50%',
    size: '750ml',
    upc: '860410100031',
    categories: ['whiskey'],
    tags: ['bourbon', 'bottled-in-bond'],
    markets: ['CA', 'NY', 'TX', 'CO', 'WA', 'OR'],
  },
  {
    brand: 'ember-oak',
    name: 'Ember & Oak Single Barrel Reserve',
    description: 'Hand-picked single barrels bottled uncut and unfiltered, each with its own barrel number. Rich, dense and different every time.',
    ingredients: 'Corn, rye, malted barley, water',
    image: img.product('ember-and-oak-single-barrel-reserve'),
    price: 89,
    abv: '57.2%',
    size: '750ml',
    upc: '860410100048',
    categories: ['whiskey'],
    tags: ['bourbon', 'single-barrel', 'cask-strength'],
    markets: null,
    available: false,
    deliveryAvailable: false,
  },
  {
    brand: 'ember-oak',
    name: 'Ember & Oak Old Fashioned Kit',
    description: 'A 375ml Small Batch Bourbon, aromatic bitters, demerara syrup and dehydrated orange wheels — enough for eight Old Fashioneds.',
    ingredients: 'Bourbon whiskey, demerara sugar, water, gentian, orange peel, spices',
    image: img.product('ember-and-oak-old-fashioned-kit'),
    price: 65,
    abv: '45%',
    size: '375ml kit',
    upc: '860410100055',
    categories: ['cocktail-kits', 'whiskey'],
    tags: ['gift', 'old-fashioned'],
    markets: null,
  },
  // Highland Reach
  {
    brand: 'highland-reach',
    name: 'Highland Reach 12 Year Single Malt',
    description: 'Twelve years in bourbon and sherry casks give honey, heather and baked apple with a gentle, malty finish.',
    ingredients: 'Malted barley, water, yeast',
    image: img.product('highland-reach-12-year-single-malt'),
    price: 64.99,
    abv: '43%',
    size: '750ml',
    upc: '860410200014',
    categories: ['whiskey'],
    tags: ['scotch', 'single-malt', 'speyside'],
    variants: [
      { size: '750ml', description: 'Standard bottle', price: 64.99 },
      { size: '1L', description: 'Litre bottle', price: 84.99 },
    ],
    markets: null,
    featured: true,
  },
  {
    brand: 'highland-reach',
    name: 'Highland Reach 18 Year Sherry Cask',
    description: 'Eighteen years entirely in first-fill Oloroso sherry butts. Dried fig, dark chocolate and old leather.',
    ingredients: 'Malted barley, water, yeast',
    image: img.product('highland-reach-18-year-sherry-cask'),
    price: 149,
    abv: '46%',
    size: '750ml',
    upc: '860410200021',
    categories: ['whiskey'],
    tags: ['scotch', 'single-malt', 'sherry-cask'],
    markets: ['CA', 'NY', 'FL', 'IL', 'MA', 'WA'],
    deliveryAvailable: false,
    shippingTime: '3-5 days',
    shippingFee: 14.99,
    freeShippingMin: 150,
  },
  {
    brand: 'highland-reach',
    name: 'Highland Reach Peated Cask Strength',
    description: 'Heavily peated malt from the coastal warehouse, bottled at full strength. Campfire smoke, sea salt and pear.',
    ingredients: 'Peated malted barley, water, yeast',
    image: img.product('highland-reach-peated-cask-strength'),
    price: 92,
    abv: '58.4%',
    size: '750ml',
    upc: '860410200038',
    categories: ['whiskey'],
    tags: ['scotch', 'peated', 'cask-strength'],
    markets: null,
  },
  {
    brand: 'highland-reach',
    name: 'Highland Reach Blended Scotch',
    description: 'A soft, lightly fruity blend built around Highland Reach malt. Made for highballs.',
    ingredients: 'Malted barley, grain, water, caramel colour',
    image: img.product('highland-reach-blended-scotch'),
    price: 32.99,
    abv: '40%',
    size: '750ml',
    upc: '860410200045',
    categories: ['whiskey'],
    tags: ['scotch', 'blended'],
    markets: null,
  },
  // Marlowe Cellars
  {
    brand: 'marlowe-cellars',
    name: 'Marlowe Cellars Napa Cabernet Sauvignon 2021',
    description: 'Hillside Cabernet with cassis, cedar and cocoa over polished tannins. Decant for an hour.',
    ingredients: 'Cabernet Sauvignon grapes, sulfites',
    image: img.product('marlowe-cellars-napa-cabernet-sauvignon-2021'),
    price: 54,
    abv: '14.5%',
    size: '750ml',
    upc: '860410300011',
    categories: ['wine'],
    tags: ['red', 'napa', 'cabernet'],
    markets: null,
    featured: true,
  },
  {
    brand: 'marlowe-cellars',
    name: 'Marlowe Cellars Sonoma Chardonnay 2022',
    description: 'Barrel-fermented Chardonnay from the Sonoma Coast: lemon curd, hazelnut and bright acidity.',
    ingredients: 'Chardonnay grapes, sulfites',
    image: img.product('marlowe-cellars-sonoma-chardonnay-2022'),
    price: 36,
    abv: '13.5%',
    size: '750ml',
    upc: '860410300028',
    categories: ['wine'],
    tags: ['white', 'sonoma', 'chardonnay'],
    markets: null,
  },
  {
    brand: 'marlowe-cellars',
    name: 'Marlowe Cellars Pinot Noir 2022',
    description: 'Silky red cherry, rose petal and forest floor from cool Carneros vineyards.',
    ingredients: 'Pinot Noir grapes, sulfites',
    image: img.product('marlowe-cellars-pinot-noir-2022'),
    price: 42,
    abv: '13.8%',
    size: '750ml',
    upc: '860410300035',
    categories: ['wine'],
    tags: ['red', 'pinot-noir'],
    markets: null,
  },
  {
    brand: 'marlowe-cellars',
    name: 'Marlowe Cellars Summer Rosé',
    description: 'Pale, dry rosé of Grenache and Syrah with strawberry, watermelon and a saline finish.',
    ingredients: 'Grenache and Syrah grapes, sulfites',
    image: img.product('marlowe-cellars-summer-rose'),
    price: 24,
    abv: '12.5%',
    size: '750ml',
    upc: '860410300042',
    categories: ['wine'],
    tags: ['rose', 'summer'],
    variants: [
      { size: '750ml', description: 'Standard bottle', price: 24 },
      { size: '1.5L', description: 'Magnum for parties', price: 44 },
    ],
    markets: null,
  },
  {
    brand: 'marlowe-cellars',
    name: 'Marlowe Cellars Sparkling Brut',
    description: 'Traditional-method sparkling wine with green apple, brioche and a fine mousse.',
    ingredients: 'Chardonnay and Pinot Noir grapes, sulfites',
    image: img.product('marlowe-cellars-sparkling-brut'),
    price: 38,
    abv: '12%',
    size: '750ml',
    upc: '860410300059',
    categories: ['wine'],
    tags: ['sparkling'],
    markets: null,
    available: false,
  },
  // Viña Solera
  {
    brand: 'vina-solera',
    name: 'Viña Solera Rioja Crianza',
    description: 'Tempranillo aged a year in American oak: cherry, vanilla and a hint of dill. Classic Rioja at a weeknight price.',
    ingredients: 'Tempranillo grapes, sulfites',
    image: img.product('vina-solera-rioja-crianza'),
    price: 19.99,
    abv: '14%',
    size: '750ml',
    upc: '860410400018',
    categories: ['wine'],
    tags: ['red', 'rioja', 'organic'],
    markets: null,
  },
  {
    brand: 'vina-solera',
    name: 'Viña Solera Albariño',
    description: 'Saline, zesty Albariño from the Atlantic coast of Galicia, with white peach and lime.',
    ingredients: 'Albariño grapes, sulfites',
    image: img.product('vina-solera-albarino'),
    price: 21.5,
    abv: '12.5%',
    size: '750ml',
    upc: '860410400025',
    categories: ['wine'],
    tags: ['white', 'organic'],
    markets: null,
  },
  {
    brand: 'vina-solera',
    name: 'Viña Solera Organic Garnacha',
    description: 'Juicy, unoaked Garnacha bursting with raspberry and white pepper. Serve slightly chilled.',
    ingredients: 'Garnacha grapes, sulfites',
    image: img.product('vina-solera-organic-garnacha'),
    price: 16.99,
    abv: '14.5%',
    size: '750ml',
    upc: '860410400032',
    categories: ['wine'],
    tags: ['red', 'organic'],
    markets: null,
  },
  {
    brand: 'vina-solera',
    name: 'Viña Solera Cava Brut Nature',
    description: 'Zero-dosage Cava aged 18 months on the lees. Bone-dry, with toasted almond and citrus.',
    ingredients: 'Macabeo, Xarel·lo and Parellada grapes, sulfites',
    image: img.product('vina-solera-cava-brut-nature'),
    price: 18,
    abv: '11.5%',
    size: '750ml',
    upc: '860410400049',
    categories: ['wine'],
    tags: ['sparkling', 'organic', 'low-sugar'],
    markets: null,
  },
  {
    brand: 'vina-solera',
    name: 'Viña Solera Rosado',
    description: 'A deeper-coloured Spanish rosé with ripe strawberry and a crisp finish.',
    ingredients: 'Garnacha and Tempranillo grapes, sulfites',
    image: img.product('vina-solera-rosado'),
    price: 15.99,
    abv: '13%',
    size: '750ml',
    upc: '860410400056',
    categories: ['wine'],
    tags: ['rose', 'organic'],
    markets: null,
    deliveryAvailable: false,
  },
  // Foghorn Brewing Co.
  {
    brand: 'foghorn-brewing',
    name: 'Foghorn Fog City Hazy IPA',
    description: 'Juicy New England-style IPA hopped with Citra and Mosaic: mango, passionfruit and barely any bitterness. Best within 30 days of canning.',
    ingredients: 'Water, malted barley, oats, wheat, hops, yeast',
    image: img.product('foghorn-fog-city-hazy-ipa'),
    price: 14.99,
    abv: '6.8%',
    size: '4 x 16oz',
    upc: '860410500015',
    categories: ['beer'],
    tags: ['ipa', 'hazy'],
    markets: null,
    shippingAvailable: false,
    deliveryFee: 2.99,
    freeDeliveryMin: 25,
  },
  {
    brand: 'foghorn-brewing',
    name: 'Foghorn Harbor Lager',
    description: 'A crisp, clean Pilsner-style lager with a snap of noble hops.',
    ingredients: 'Water, malted barley, hops, yeast',
    image: img.product('foghorn-harbor-lager'),
    price: 11.99,
    abv: '4.6%',
    size: '6 x 12oz',
    upc: '860410500022',
    categories: ['beer'],
    tags: ['lager'],
    variants: [
      { size: '6 x 12oz', description: 'Six-pack cans', price: 11.99 },
      { size: '12 x 12oz', description: 'Twelve-pack cans', price: 21.99 },
    ],
    markets: null,
  },
  {
    brand: 'foghorn-brewing',
    name: 'Foghorn Light Beam Session Ale',
    description: 'A citrusy session ale at 95 calories per can that still tastes like beer.',
    ingredients: 'Water, malted barley, rice, hops, yeast',
    image: img.product('foghorn-light-beam-session-ale'),
    price: 12.99,
    abv: '4%',
    size: '6 x 12oz',
    upc: '860410500039',
    categories: ['beer'],
    tags: ['session', 'low-calorie'],
    markets: null,
  },
  {
    brand: 'foghorn-brewing',
    name: 'Foghorn Pier Porter',
    description: 'A robust porter with cocoa, cold-brew coffee and a silky body.',
    ingredients: 'Water, malted barley, roasted barley, chocolate malt, hops, yeast',
    image: img.product('foghorn-pier-porter'),
    price: 13.49,
    abv: '6.2%',
    size: '4 x 12oz',
    upc: '860410500046',
    categories: ['beer'],
    tags: ['porter', 'dark'],
    markets: null,
  },
  {
    brand: 'foghorn-brewing',
    name: 'Foghorn Salt & Lime Gose',
    description: 'A tart German-style wheat beer brewed with sea salt and lime zest.',
    ingredients: 'Water, malted wheat, malted barley, sea salt, lime zest, hops, yeast',
    image: img.product('foghorn-salt-and-lime-gose'),
    price: 13.99,
    abv: '4.2%',
    size: '4 x 16oz',
    upc: '860410500053',
    categories: ['beer'],
    tags: ['sour', 'gose', 'low-calorie'],
    markets: null,
    shippingAvailable: false,
  },
  // Juniper Lane
  {
    brand: 'juniper-lane',
    name: 'Juniper Lane London Dry Gin',
    description: 'Juniper-forward London Dry with grapefruit peel, coriander and angelica. Built for Negronis and G&Ts.',
    ingredients: 'Grain spirit, juniper, coriander, angelica root, grapefruit peel, orris root, water',
    image: img.product('juniper-lane-london-dry-gin'),
    price: 34,
    abv: '43%',
    size: '750ml',
    upc: '860410600012',
    categories: ['gin'],
    tags: ['london-dry'],
    markets: null,
    featured: true,
  },
  {
    brand: 'juniper-lane',
    name: 'Juniper Lane Navy Strength',
    description: 'The London Dry recipe bottled at 57%, so citrus and spice carry through any cocktail.',
    ingredients: 'Grain spirit, juniper, coriander, angelica root, lemon peel, cassia, water',
    image: img.product('juniper-lane-navy-strength'),
    price: 44,
    abv: '57%',
    size: '750ml',
    upc: '860410600029',
    categories: ['gin'],
    tags: ['navy-strength'],
    markets: null,
  },
  {
    brand: 'juniper-lane',
    name: 'Juniper Lane Botanical Garden Gin',
    description: 'A softer, floral gin with cucumber, rose and chamomile, made from certified organic botanicals.',
    ingredients: 'Organic grain spirit, juniper, cucumber, rose petal, chamomile, lemon balm, water',
    image: img.product('juniper-lane-botanical-garden-gin'),
    price: 38,
    abv: '41.5%',
    size: '750ml',
    upc: '860410600036',
    categories: ['gin'],
    tags: ['floral', 'organic'],
    markets: null,
  },
  {
    brand: 'juniper-lane',
    name: 'Juniper Lane Gin & Tonic Kit',
    description: 'A 375ml London Dry, four light tonics, dried citrus wheels and two copa glasses.',
    ingredients: 'Gin, tonic water (carbonated water, cane sugar, quinine), dried orange, dried lemon',
    image: img.product('juniper-lane-gin-and-tonic-kit'),
    price: 55,
    abv: '43%',
    size: '375ml kit',
    upc: '860410600043',
    categories: ['cocktail-kits', 'gin'],
    tags: ['gift', 'gin-and-tonic'],
    markets: null,
  },
  // North Birch
  {
    brand: 'north-birch',
    name: 'North Birch Original Vodka',
    description: 'Organic rye and wheat, distilled five times and filtered through birch charcoal. Soft, clean and faintly sweet.',
    ingredients: 'Organic rye, organic wheat, water',
    image: img.product('north-birch-original-vodka'),
    price: 27.99,
    abv: '40%',
    size: '750ml',
    upc: '860410700019',
    categories: ['vodka'],
    tags: ['organic', 'gluten-free-distilled'],
    variants: [
      { size: '750ml', description: 'Standard bottle', price: 27.99 },
      { size: '1L', description: 'Litre bottle', price: 34.99 },
      { size: '1.75L', description: 'Handle', price: 49.99 },
    ],
    markets: null,
  },
  {
    brand: 'north-birch',
    name: 'North Birch Rye Vodka',
    description: 'Single-grain Dankowskie rye vodka with a peppery, bready character. Great ice-cold with pickles.',
    ingredients: 'Organic rye, water',
    image: img.product('north-birch-rye-vodka'),
    price: 32,
    abv: '40%',
    size: '750ml',
    upc: '860410700026',
    categories: ['vodka'],
    tags: ['rye', 'organic'],
    markets: null,
  },
  {
    brand: 'north-birch',
    name: 'North Birch Citrus Vodka',
    description: 'Infused with real lemon and bergamot peel, never flavouring. Bright in a spritz or a Lemon Drop.',
    ingredients: 'Organic wheat spirit, lemon peel, bergamot peel, water',
    image: img.product('north-birch-citrus-vodka'),
    price: 29,
    abv: '37.5%',
    size: '750ml',
    upc: '860410700033',
    categories: ['vodka'],
    tags: ['flavored', 'organic'],
    markets: null,
  },
  {
    brand: 'north-birch',
    name: 'North Birch Vodka Soda Lime',
    description: 'North Birch vodka, sparkling water and a squeeze of lime. 100 calories and zero sugar per can.',
    ingredients: 'Carbonated water, vodka, natural lime flavour',
    image: img.product('north-birch-vodka-soda-lime'),
    price: 13.99,
    abv: '5%',
    size: '4 x 12oz',
    upc: '860410700040',
    categories: ['vodka'],
    tags: ['ready-to-drink', 'low-calorie', 'zero-sugar'],
    markets: null,
  },
  // Cane & Tide
  {
    brand: 'cane-and-tide',
    name: 'Cane & Tide Gold Rum',
    description: 'Three-year pot and column blend with vanilla, banana and a smooth finish. Your new daiquiri rum.',
    ingredients: 'Molasses, water, yeast',
    image: img.product('cane-and-tide-gold-rum'),
    price: 26,
    abv: '40%',
    size: '750ml',
    upc: '860410800016',
    categories: ['rum'],
    tags: ['jamaican', 'gold'],
    markets: null,
  },
  {
    brand: 'cane-and-tide',
    name: 'Cane & Tide 8 Year Dark Rum',
    description: 'Eight years of tropical ageing: molasses, banana bread, clove and orange peel.',
    ingredients: 'Molasses, water, yeast',
    image: img.product('cane-and-tide-8-year-dark-rum'),
    price: 39,
    abv: '43%',
    size: '750ml',
    upc: '860410800023',
    categories: ['rum'],
    tags: ['jamaican', 'aged'],
    markets: null,
  },
  {
    brand: 'cane-and-tide',
    name: 'Cane & Tide Overproof Pot Still',
    description: 'Unaged, high-ester pot-still rum at 126 proof. Funky, fruity and meant for floating on tiki drinks.',
    ingredients: 'Molasses, dunder, water, yeast',
    image: img.product('cane-and-tide-overproof-pot-still'),
    price: 36,
    abv: '63%',
    size: '750ml',
    upc: '860410800030',
    categories: ['rum'],
    tags: ['jamaican', 'overproof'],
    markets: ['CA', 'NY', 'FL', 'TX'],
  },
  {
    brand: 'cane-and-tide',
    name: 'Cane & Tide Spiced Rum',
    description: 'Gold rum steeped with allspice, cinnamon, clove and Madagascar vanilla pods. No artificial flavours.',
    ingredients: 'Rum, allspice, cinnamon, clove, vanilla, cane sugar',
    image: img.product('cane-and-tide-spiced-rum'),
    price: 24.99,
    abv: '35%',
    size: '750ml',
    upc: '860410800047',
    categories: ['rum'],
    tags: ['spiced'],
    markets: null,
  },
  {
    brand: 'cane-and-tide',
    name: 'Cane & Tide Tiki Night Kit',
    description: 'A 375ml 8 Year Dark Rum with orgeat, falernum, passionfruit syrup and a recipe card for six tiki classics.',
    ingredients: 'Rum, almonds, cane sugar, lime, ginger, clove, passionfruit',
    image: img.product('cane-and-tide-tiki-night-kit'),
    price: 72,
    abv: '43%',
    size: '375ml kit',
    upc: '860410800054',
    categories: ['cocktail-kits', 'rum'],
    tags: ['gift', 'tiki'],
    markets: null,
  },
  // Casa Luminosa
  {
    brand: 'casa-luminosa',
    name: 'Casa Luminosa Blanco',
    description: 'Unaged highland tequila from tahona-crushed agave: cooked agave, black pepper and lime zest. Additive-free.',
    ingredients: '100% blue Weber agave, water',
    image: img.product('casa-luminosa-blanco'),
    price: 44,
    abv: '40%',
    size: '750ml',
    upc: '860410900013',
    categories: ['tequila'],
    tags: ['blanco', 'additive-free', '100-agave'],
    variants: [
      { size: '375ml', description: 'Half bottle', price: 25 },
      { size: '750ml', description: 'Standard bottle', price: 44 },
    ],
    markets: null,
    featured: true,
  },
  {
    brand: 'casa-luminosa',
    name: 'Casa Luminosa Reposado',
    description: 'Six months in ex-bourbon barrels adds vanilla and cinnamon without hiding the agave.',
    ingredients: '100% blue Weber agave, water',
    image: img.product('casa-luminosa-reposado'),
    price: 52,
    abv: '40%',
    size: '750ml',
    upc: '860410900020',
    categories: ['tequila'],
    tags: ['reposado', 'additive-free', '100-agave'],
    markets: null,
  },
  {
    brand: 'casa-luminosa',
    name: 'Casa Luminosa Añejo',
    description: 'Aged 18 months in American oak: caramel, roasted pineapple and a dry, spicy finish.',
    ingredients: '100% blue Weber agave, water',
    image: img.product('casa-luminosa-anejo'),
    price: 74,
    abv: '40%',
    size: '750ml',
    upc: '860410900037',
    categories: ['tequila'],
    tags: ['anejo', 'additive-free', '100-agave'],
    markets: null,
    deliveryAvailable: false,
  },
  {
    brand: 'casa-luminosa',
    name: 'Casa Luminosa Cristalino',
    description: 'Añejo tequila filtered crystal-clear, keeping the oak sweetness and losing the colour.',
    ingredients: '100% blue Weber agave, water',
    image: img.product('casa-luminosa-cristalino'),
    price: 89,
    abv: '40%',
    size: '750ml',
    upc: '860410900044',
    categories: ['tequila'],
    tags: ['cristalino', '100-agave'],
    markets: null,
    available: false,
  },
  {
    brand: 'casa-luminosa',
    name: 'Casa Luminosa Margarita Kit',
    description: 'A 375ml Blanco with organic agave syrup, fresh-pressed lime cordial and Tajín rimming salt. Makes six margaritas.',
    ingredients: 'Tequila, organic agave syrup, lime juice, chili, salt',
    image: img.product('casa-luminosa-margarita-kit'),
    price: 68,
    abv: '40%',
    size: '375ml kit',
    upc: '860410900051',
    categories: ['cocktail-kits', 'tequila'],
    tags: ['gift', 'margarita'],
    markets: null,
  },
  // Fizz Theory
  {
    brand: 'fizz-theory',
    name: 'Fizz Theory Yuzu Citrus Soda',
    description: 'Sparkling yuzu, mandarin and lemon at 35 calories a can. Great alone or with any clear spirit.',
    ingredients: 'Carbonated water, organic cane sugar, yuzu juice, mandarin juice, lemon juice',
    image: img.product('fizz-theory-yuzu-citrus-soda'),
    price: 12,
    abv: '0%',
    size: '8 x 7.5oz',
    upc: '861010100018',
    categories: ['mixers'],
    tags: ['non-alcoholic', 'low-calorie'],
    markets: null,
  },
  {
    brand: 'fizz-theory',
    name: 'Fizz Theory Light Tonic Water',
    description: 'Cinchona-bark quinine with half the sugar of classic tonic, so the gin does the talking.',
    ingredients: 'Carbonated water, organic cane sugar, quinine, citric acid, lemongrass',
    image: img.product('fizz-theory-light-tonic-water'),
    price: 10.99,
    abv: '0%',
    size: '8 x 7.5oz',
    upc: '861010100025',
    categories: ['mixers'],
    tags: ['non-alcoholic', 'low-calorie', 'tonic'],
    markets: null,
  },
  {
    brand: 'fizz-theory',
    name: 'Fizz Theory Fiery Ginger Beer',
    description: 'Brewed with three kinds of fresh ginger for real heat. The backbone of a proper Moscow Mule.',
    ingredients: 'Carbonated water, organic cane sugar, ginger root, lime juice',
    image: img.product('fizz-theory-fiery-ginger-beer'),
    price: 11.5,
    abv: '0%',
    size: '8 x 7.5oz',
    upc: '861010100032',
    categories: ['mixers'],
    tags: ['non-alcoholic', 'ginger'],
    markets: null,
  },
  {
    brand: 'fizz-theory',
    name: 'Fizz Theory Spicy Paloma Kit',
    description: 'Grapefruit soda, chili-lime salt and a jalapeño agave syrup. Add your tequila and go.',
    ingredients: 'Carbonated water, grapefruit juice, cane sugar, agave syrup, jalapeño, salt, chili',
    image: img.product('fizz-theory-spicy-paloma-kit'),
    price: 34,
    abv: '0%',
    size: 'kit',
    upc: '861010100049',
    categories: ['cocktail-kits', 'mixers'],
    tags: ['paloma', 'non-alcoholic'],
    markets: null,
  },
  {
    brand: 'fizz-theory',
    name: 'Fizz Theory Espresso Martini Kit',
    description: 'Cold-brew coffee concentrate, vanilla demerara syrup and chocolate-dusted coffee beans for eight espresso martinis.',
    ingredients: 'Cold-brew coffee, demerara sugar, vanilla, coffee beans, cocoa',
    image: img.product('fizz-theory-espresso-martini-kit'),
    price: 39,
    abv: '0%',
    size: 'kit',
    upc: '861010100056',
    categories: ['cocktail-kits'],
    tags: ['espresso-martini', 'non-alcoholic'],
    markets: null,
    deliveryAvailable: false,
  },
  // Kura Minato
  {
    brand: 'kura-minato',
    name: 'Kura Minato Junmai Ginjo',
    description: 'Rice polished to 55% and fermented cold: melon, white flowers and a clean, dry finish. Serve chilled.',
    ingredients: 'Rice, rice koji, water',
    image: img.product('kura-minato-junmai-ginjo'),
    price: 38,
    abv: '15.5%',
    size: '720ml',
    upc: '861010200015',
    categories: ['sake'],
    tags: ['junmai-ginjo'],
    markets: null,
    featured: true,
  },
  {
    brand: 'kura-minato',
    name: 'Kura Minato Junmai Daiginjo',
    description: 'Yamada Nishiki rice polished to 45%. Delicate pear, steamed rice and a silky texture.',
    ingredients: 'Yamada Nishiki rice, rice koji, water',
    image: img.product('kura-minato-junmai-daiginjo'),
    price: 72,
    abv: '16%',
    size: '720ml',
    upc: '861010200022',
    categories: ['sake'],
    tags: ['junmai-daiginjo', 'premium'],
    markets: ['CA', 'NY', 'WA', 'HI', 'OR'],
    shippingFee: 12.99,
    freeShippingMin: 100,
  },
  {
    brand: 'kura-minato',
    name: 'Kura Minato Nigori',
    description: 'Coarsely filtered, cloudy sake that is creamy and lightly sweet. Lovely with spicy food.',
    ingredients: 'Rice, rice koji, water',
    image: img.product('kura-minato-nigori'),
    price: 26,
    abv: '14%',
    size: '720ml',
    upc: '861010200039',
    categories: ['sake'],
    tags: ['nigori'],
    variants: [
      { size: '300ml', description: 'Small bottle', price: 14 },
      { size: '720ml', description: 'Standard bottle', price: 26 },
    ],
    markets: null,
  },
  {
    brand: 'kura-minato',
    name: 'Kura Minato Sparkling Sake',
    description: 'Bottle-fermented sparkling sake with gentle bubbles, green apple and low alcohol.',
    ingredients: 'Rice, rice koji, water',
    image: img.product('kura-minato-sparkling-sake'),
    price: 22,
    abv: '7%',
    size: '300ml',
    upc: '861010200046',
    categories: ['sake'],
    tags: ['sparkling', 'low-alcohol'],
    markets: null,
    shippingAvailable: false,
  },
  // Golden Hour Social
  {
    brand: 'golden-hour-social',
    name: 'Golden Hour Sunset Spritz Kit',
    description: 'A bottle of sparkling white, a bitter-orange aperitivo and dried blood-orange wheels for six low-ABV spritzes.',
    ingredients: 'Sparkling wine, bitter orange aperitivo, dried blood orange',
    image: img.product('golden-hour-sunset-spritz-kit'),
    price: 48,
    abv: '11%',
    size: '750ml kit',
    upc: '861010300012',
    categories: ['cocktail-kits', 'wine'],
    tags: ['spritz', 'low-calorie', 'low-alcohol'],
    markets: null,
  },
  {
    brand: 'golden-hour-social',
    name: 'Golden Hour Ranch Water Kit',
    description: 'A 375ml blanco tequila, mineral water and lime cordial: the West Texas classic, pre-measured.',
    ingredients: 'Tequila, mineral water, lime juice, sea salt',
    image: img.product('golden-hour-ranch-water-kit'),
    price: 58,
    abv: '40%',
    size: '375ml kit',
    upc: '861010300029',
    categories: ['cocktail-kits', 'tequila'],
    tags: ['ranch-water', 'low-calorie'],
    markets: null,
  },
  {
    brand: 'golden-hour-social',
    name: 'Golden Hour Skinny Margarita Mix',
    description: 'Lime, agave and monk fruit — 20 calories a serving and nothing artificial.',
    ingredients: 'Water, lime juice, organic agave nectar, monk fruit extract, sea salt',
    image: img.product('golden-hour-skinny-margarita-mix'),
    price: 14,
    abv: '0%',
    size: '1L',
    upc: '861010300036',
    categories: ['mixers'],
    tags: ['non-alcoholic', 'low-calorie', 'margarita'],
    markets: null,
  },
];

export const demoCreators: DemoCreator[] = [
  {
    handle: 'mayapours',
    name: 'Maya Okafor',
    bio: 'Bartender turned home-bar coach. Three-ingredient cocktails, honest reviews and the mixers that make them sing.',
    avatar: img.creator('mayapours'),
    heroImage: img.hero(5),
    instagramHandle: 'maya.pours',
    tiktokHandle: 'mayapours',
    youtubeHandle: 'MayaPoursCocktails',
    twitterHandle: null,
    followersBase: 48200,
    rating: 4.9,
    featured: true,
    verified21: true,
    isVerified: true,
    utmCode: 'MAYAPOURS',
  },
  {
    handle: 'barrelben',
    name: 'Ben Whitaker',
    bio: 'Bourbon and Scotch nerd from Louisville. I taste it blind before I tell you about it.',
    avatar: img.creator('barrelben'),
    heroImage: null,
    instagramHandle: 'barrel.ben',
    tiktokHandle: null,
    youtubeHandle: 'BarrelBenTastes',
    twitterHandle: 'barrelben',
    followersBase: 126000,
    rating: 4.8,
    featured: true,
    verified21: true,
    isVerified: true,
    utmCode: 'BARRELBEN',
  },
  {
    handle: 'sofiasips',
    name: 'Sofia Marchetti',
    bio: 'Certified sommelier. Great wine under $30, and the occasional bottle worth saving up for.',
    avatar: img.creator('sofiasips'),
    heroImage: img.hero(3),
    instagramHandle: 'sofia.sips',
    tiktokHandle: 'sofiasips',
    youtubeHandle: null,
    twitterHandle: null,
    followersBase: 89400,
    rating: 4.9,
    featured: true,
    verified21: true,
    isVerified: true,
    utmCode: 'SOFIASIPS',
  },
  {
    handle: 'agaveandre',
    name: 'Andre Morales',
    bio: 'Agave educator from San Antonio. Additive-free tequila, mezcal deep dives and margaritas done right.',
    avatar: img.creator('agaveandre'),
    heroImage: img.hero(6),
    instagramHandle: 'agave.andre',
    tiktokHandle: 'agaveandre',
    youtubeHandle: null,
    twitterHandle: 'agaveandre',
    followersBase: 61300,
    rating: 4.7,
    featured: true,
    verified21: true,
    isVerified: false,
    utmCode: 'AGAVEANDRE',
  },
  {
    handle: 'hopsandhaze',
    name: 'Dev Patel',
    bio: 'Homebrewer and craft beer reviewer in the Bay Area. Fresh hops or bust.',
    avatar: img.creator('hopsandhaze'),
    heroImage: null,
    instagramHandle: 'hopsandhaze',
    tiktokHandle: null,
    youtubeHandle: 'HopsAndHaze',
    twitterHandle: null,
    followersBase: 33800,
    rating: 4.6,
    featured: false,
    verified21: true,
    isVerified: false,
    utmCode: 'HOPSANDHAZE',
  },
  {
    handle: 'ginandjules',
    name: 'Jules Laurent',
    bio: 'Gin collector with 200+ bottles and strong opinions about tonic.',
    avatar: img.creator('ginandjules'),
    heroImage: null,
    instagramHandle: 'gin.and.jules',
    tiktokHandle: 'ginandjules',
    youtubeHandle: null,
    twitterHandle: null,
    followersBase: 21500,
    rating: 4.8,
    featured: false,
    verified21: true,
    isVerified: false,
    utmCode: 'GINANDJULES',
  },
  {
    handle: 'zoemixes',
    name: 'Zoe Kim',
    bio: 'Mindful drinking: low-ABV, low-sugar and zero-proof drinks that still feel like a treat.',
    avatar: img.creator('zoemixes'),
    heroImage: img.hero(1),
    instagramHandle: 'zoe.mixes',
    tiktokHandle: 'zoemixes',
    youtubeHandle: null,
    twitterHandle: null,
    followersBase: 74100,
    rating: 4.7,
    featured: false,
    verified21: true,
    isVerified: true,
    utmCode: 'ZOEMIXES',
  },
  {
    handle: 'kenjisake',
    name: 'Kenji Sato',
    bio: 'Sake sommelier (kikisake-shi) in Los Angeles, making Japanese sake less intimidating.',
    avatar: img.creator('kenjisake'),
    heroImage: img.hero(4),
    instagramHandle: 'kenji.sake',
    tiktokHandle: null,
    youtubeHandle: null,
    twitterHandle: 'kenjisake',
    followersBase: 15800,
    rating: 4.9,
    featured: false,
    verified21: false,
    isVerified: false,
    utmCode: 'KENJISAKE',
  },
  {
    handle: 'rumrunnerrae',
    name: 'Rae Thompson',
    bio: 'Tiki bartender in Miami. Funky Jamaican rum is my love language.',
    avatar: img.creator('rumrunnerrae'),
    heroImage: null,
    instagramHandle: 'rumrunnerrae',
    tiktokHandle: 'rumrunnerrae',
    youtubeHandle: null,
    twitterHandle: null,
    followersBase: 40200,
    rating: 4.5,
    featured: false,
    verified21: true,
    isVerified: false,
    utmCode: 'RUMRUNNERRAE',
  },
];

export const demoEndorsements: DemoEndorsement[] = [
  // mayapours
  { creator: 'mayapours', product: 'Fizz Theory Fiery Ginger Beer', rating: 5, daysAgo: 2, review: 'The only ginger beer in my fridge right now. Real heat from fresh ginger, so a Moscow Mule actually tastes like something.' },
  { creator: 'mayapours', product: 'Juniper Lane London Dry Gin', rating: 5, daysAgo: 6, review: 'Bright juniper and a little grapefruit peel. It stands up in a Negroni without bullying the Campari.' },
  { creator: 'mayapours', product: 'Casa Luminosa Margarita Kit', rating: 4, daysAgo: 11, review: 'Everything you need for a proper margarita night for six. The agave syrup is the star; go easy on the chili salt.' },
  { creator: 'mayapours', product: 'Fizz Theory Espresso Martini Kit', rating: 4, daysAgo: 19, review: 'Cold brew concentrate with real body. Add your favourite vodka and shake hard for that foam.' },
  { creator: 'mayapours', product: 'Ember & Oak Old Fashioned Kit', rating: 5, daysAgo: 23, review: 'The demerara syrup is perfectly balanced and the bitters are excellent. My pick for a gift that gets used.' },
  { creator: 'mayapours', product: 'North Birch Citrus Vodka', rating: 4, daysAgo: 27, review: 'Lemon zest, not lemon candy. Great in a spritz with soda and a big twist.' },
  { creator: 'mayapours', product: 'Cane & Tide Tiki Night Kit', rating: 5, daysAgo: 34, review: 'Orgeat, falernum and a recipe card that actually works. A party in a box.' },
  // barrelben
  { creator: 'barrelben', product: 'Ember & Oak Small Batch Bourbon', rating: 5, daysAgo: 1, review: 'Caramel, baking spice and a long, warm finish for the price of a mid-shelf bottle. My everyday pour.' },
  { creator: 'barrelben', product: 'Highland Reach 12 Year Single Malt', rating: 5, daysAgo: 5, review: "Honeyed and gentle with a wisp of heather. The bottle I hand to friends who think they don't like Scotch." },
  { creator: 'barrelben', product: 'Highland Reach Peated Cask Strength', rating: 4, daysAgo: 9, review: 'Campfire smoke and sea spray at full proof. A few drops of water open it up into orchard fruit.' },
  { creator: 'barrelben', product: 'Ember & Oak Rye Whiskey', rating: 5, daysAgo: 16, review: "Black pepper and dill up front, dark cherry underneath. Makes the best Manhattan I've had at home." },
  { creator: 'barrelben', product: 'Ember & Oak Bottled-in-Bond', rating: 4, daysAgo: 24, review: 'Four years, 100 proof, no shortcuts. Oak-forward but balanced, and a bargain for a bonded bourbon.' },
  { creator: 'barrelben', product: 'Highland Reach Blended Scotch', rating: 3, daysAgo: 31, review: "Not much going on neat, but with soda and lots of ice it's exactly what a highball needs." },
  { creator: 'barrelben', product: 'Highland Reach 18 Year Sherry Cask', rating: 5, daysAgo: 38, review: 'Dried figs, dark chocolate and old leather. A special-occasion dram that earns its price.' },
  // sofiasips
  { creator: 'sofiasips', product: 'Marlowe Cellars Napa Cabernet Sauvignon 2021', rating: 5, daysAgo: 3, review: 'Cassis and cedar with polished tannins. Decant it for an hour and pair with anything off the grill.' },
  { creator: 'sofiasips', product: 'Viña Solera Albariño', rating: 5, daysAgo: 8, review: 'Saline, zesty and made for oysters. One of the best values in white wine right now.' },
  { creator: 'sofiasips', product: 'Viña Solera Rioja Crianza', rating: 4, daysAgo: 13, review: 'Cherry, vanilla and a touch of dill from American oak. Textbook Rioja at a weeknight price.' },
  { creator: 'sofiasips', product: 'Marlowe Cellars Summer Rosé', rating: 4, daysAgo: 20, review: "Pale, dry and strawberry-bright. I'd buy the magnum for your next barbecue." },
  { creator: 'sofiasips', product: 'Marlowe Cellars Pinot Noir 2022', rating: 4, daysAgo: 29, review: 'Silky red fruit and forest floor. Lighter than you would expect from California, in a good way.' },
  { creator: 'sofiasips', product: 'Viña Solera Cava Brut Nature', rating: 5, daysAgo: 36, review: 'Bone-dry with fine bubbles and toasted almond. Champagne style for a fraction of the cost.' },
  // agaveandre
  { creator: 'agaveandre', product: 'Casa Luminosa Blanco', rating: 5, daysAgo: 0, review: 'Cooked agave, cracked pepper and lime zest. Additive-free and you can taste the difference.' },
  { creator: 'agaveandre', product: 'Casa Luminosa Reposado', rating: 5, daysAgo: 7, review: 'Six months in ex-bourbon barrels brings vanilla without hiding the agave. Sip it neat.' },
  { creator: 'agaveandre', product: 'Casa Luminosa Añejo', rating: 4, daysAgo: 15, review: 'Caramel and roasted pineapple with a dry finish. Hand this to the whiskey drinker in your life.' },
  { creator: 'agaveandre', product: 'Golden Hour Ranch Water Kit', rating: 4, daysAgo: 22, review: 'Tequila, lime and mineral water: the Texas classic made easy. Low effort, high reward.' },
  { creator: 'agaveandre', product: 'Fizz Theory Spicy Paloma Kit', rating: 4, daysAgo: 30, review: 'The grapefruit soda is tart instead of sugary, and the chili-lime salt is addictive.' },
  // hopsandhaze
  { creator: 'hopsandhaze', product: 'Foghorn Fog City Hazy IPA', rating: 5, daysAgo: 2, review: "Juicy mango and passionfruit with almost no bitterness. Drink it fresh; that's why it's delivery-only." },
  { creator: 'hopsandhaze', product: 'Foghorn Harbor Lager', rating: 4, daysAgo: 10, review: "Crisp, clean and cold. A lager that doesn't try to be anything else." },
  { creator: 'hopsandhaze', product: 'Foghorn Pier Porter', rating: 4, daysAgo: 18, review: 'Cocoa, coffee and a silky body. Perfect for a rainy evening.' },
  { creator: 'hopsandhaze', product: 'Foghorn Salt & Lime Gose', rating: 5, daysAgo: 26, review: 'Tart, salty and lime-bright. A beach day in a can.' },
  { creator: 'hopsandhaze', product: 'Foghorn Light Beam Session Ale', rating: 3, daysAgo: 33, review: 'Under 100 calories and still tastes like beer, though I miss a bit of body.' },
  // ginandjules
  { creator: 'ginandjules', product: 'Juniper Lane Botanical Garden Gin', rating: 5, daysAgo: 4, review: 'Cucumber, rose and chamomile. Gentle enough for a very dry martini with a lemon twist.' },
  { creator: 'ginandjules', product: 'Juniper Lane Navy Strength', rating: 4, daysAgo: 14, review: 'At 57% it carries citrus and spice right through a Gimlet. Handle with respect.' },
  { creator: 'ginandjules', product: 'Juniper Lane Gin & Tonic Kit', rating: 4, daysAgo: 25, review: 'Gin, tonic, dried citrus and two copa glasses in a handsome box. A lovely housewarming gift.' },
  { creator: 'ginandjules', product: 'Fizz Theory Light Tonic Water', rating: 5, daysAgo: 39, review: 'Proper quinine bite without the syrupy sweetness. It lets the gin speak.' },
  // zoemixes
  { creator: 'zoemixes', product: 'Fizz Theory Yuzu Citrus Soda', rating: 5, daysAgo: 1, review: "Zero alcohol, all flavour. My go-to when I'm skipping the booze but not the ritual." },
  { creator: 'zoemixes', product: 'North Birch Vodka Soda Lime', rating: 4, daysAgo: 12, review: "Five percent, 100 calories and real lime. Finally a canned drink that isn't candy." },
  { creator: 'zoemixes', product: 'Golden Hour Skinny Margarita Mix', rating: 4, daysAgo: 21, review: 'Sweetened with agave and monk fruit, so it is bright without the sugar crash.' },
  { creator: 'zoemixes', product: 'Golden Hour Sunset Spritz Kit', rating: 5, daysAgo: 32, review: 'Low-ABV aperitivo hour in a box. Bitter orange, bubbles and very pretty.' },
  { creator: 'zoemixes', product: 'Foghorn Light Beam Session Ale', rating: 4, daysAgo: 35, review: 'The light beer I actually choose: clean, citrusy and easy on a hot afternoon.' },
  // kenjisake
  { creator: 'kenjisake', product: 'Kura Minato Junmai Ginjo', rating: 5, daysAgo: 3, review: 'Melon and white flowers with a clean finish. Serve it chilled in a white-wine glass.' },
  { creator: 'kenjisake', product: 'Kura Minato Junmai Daiginjo', rating: 5, daysAgo: 17, review: 'Polished to 45%: delicate pear, steamed rice and a silky texture. Worth every cent.' },
  { creator: 'kenjisake', product: 'Kura Minato Nigori', rating: 4, daysAgo: 23, review: 'Creamy and lightly sweet. Try it with Korean fried chicken or anything spicy.' },
  { creator: 'kenjisake', product: 'Kura Minato Sparkling Sake', rating: 4, daysAgo: 37, review: 'Gently fizzy and low in alcohol; a fun swap for prosecco at brunch.' },
  // rumrunnerrae
  { creator: 'rumrunnerrae', product: 'Cane & Tide 8 Year Dark Rum', rating: 5, daysAgo: 4, review: 'Molasses, banana bread and clove. A sipping rum that also makes a stellar Mai Tai.' },
  { creator: 'rumrunnerrae', product: 'Cane & Tide Overproof Pot Still', rating: 4, daysAgo: 12, review: 'Funky, fruity and ferocious. Float a little on any tiki drink and it changes everything.' },
  { creator: 'rumrunnerrae', product: 'Cane & Tide Gold Rum', rating: 4, daysAgo: 20, review: 'Smooth and vanilla-tinged. Daiquiri rum without any fuss.' },
  { creator: 'rumrunnerrae', product: 'Cane & Tide Spiced Rum', rating: 3, daysAgo: 28, review: 'Real spices rather than fake vanilla, though a touch sweet for me. Best with ginger beer.' },
  { creator: 'rumrunnerrae', product: 'Cane & Tide Tiki Night Kit', rating: 5, daysAgo: 40, review: 'Everything for two rounds of Jungle Birds, and the passionfruit syrup is the real deal.' },
];

export const demoCohorts: DemoCohort[] = [
  {
    slug: 'whiskey-lovers',
    name: 'Whiskey Lovers',
    description: 'Bourbon, rye and single malt picks from curators who taste blind and talk straight.',
    image: img.cohort('whiskey-lovers'),
    featured: true,
    category: 'whiskey',
    filterRules: { categories: ['whiskey'] },
    creatorCount: 2,
  },
  {
    slug: 'wine-enthusiasts',
    name: 'Wine Enthusiasts',
    description: 'Sommelier favourites, weeknight bargains and bottles worth saving for.',
    image: img.cohort('wine-enthusiasts'),
    featured: true,
    category: 'wine',
    filterRules: { categories: ['wine'] },
    creatorCount: 2,
  },
  {
    slug: 'cocktail-creators',
    name: 'Cocktail Creators',
    description: 'Home-bar coaches and bartenders sharing kits, mixers and three-ingredient recipes.',
    image: img.cohort('cocktail-creators'),
    featured: true,
    category: 'cocktail-kits',
    filterRules: { categories: ['cocktail-kits', 'mixers'] },
    creatorCount: 5,
  },
  {
    slug: 'agave-aficionados',
    name: 'Agave Aficionados',
    description: 'Additive-free tequila, ranch water and margaritas done right.',
    image: img.cohort('agave-aficionados'),
    featured: true,
    category: 'tequila',
    filterRules: { categories: ['tequila'] },
    creatorCount: 2,
  },
  {
    slug: 'craft-beer-crew',
    name: 'Craft Beer Crew',
    description: 'Fresh hazies, crisp lagers and sours from independent breweries.',
    image: img.cohort('craft-beer-crew'),
    featured: true,
    category: 'beer',
    filterRules: { categories: ['beer'] },
    creatorCount: 2,
  },
  {
    slug: 'mindful-drinkers',
    name: 'Mindful Drinkers',
    description: 'Low-calorie, low-ABV and zero-proof picks that still feel like a treat.',
    image: img.cohort('mindful-drinkers'),
    featured: false,
    category: 'mixers',
    filterRules: { productTags: ['low-calorie', 'non-alcoholic', 'low-alcohol'] },
    creatorCount: 6,
  },
];

export const demoCollections: DemoCollection[] = [
  {
    creator: 'mayapours',
    name: 'Home Bar Starter Kit',
    description: 'Six bottles and two mixers that cover ninety percent of classic cocktails.',
    products: [
      'Juniper Lane London Dry Gin',
      'North Birch Original Vodka',
      'Cane & Tide Gold Rum',
      'Casa Luminosa Blanco',
      'Ember & Oak Small Batch Bourbon',
      'Fizz Theory Light Tonic Water',
      'Fizz Theory Fiery Ginger Beer',
    ],
  },
  {
    creator: 'mayapours',
    name: 'Party in a Box',
    description: 'Cocktail kits that do the measuring for you.',
    products: [
      'Casa Luminosa Margarita Kit',
      'Cane & Tide Tiki Night Kit',
      'Fizz Theory Espresso Martini Kit',
      'Ember & Oak Old Fashioned Kit',
    ],
  },
  {
    creator: 'barrelben',
    name: 'Bourbon 101',
    description: 'Three bottles that show what bourbon and rye can do.',
    products: ['Ember & Oak Small Batch Bourbon', 'Ember & Oak Bottled-in-Bond', 'Ember & Oak Rye Whiskey'],
  },
  {
    creator: 'barrelben',
    name: 'Scotch Worth the Splurge',
    description: 'From gentle Speyside to full-proof peat.',
    products: [
      'Highland Reach 12 Year Single Malt',
      'Highland Reach 18 Year Sherry Cask',
      'Highland Reach Peated Cask Strength',
    ],
  },
  {
    creator: 'barrelben',
    name: 'Whiskey Gifts Under $70',
    description: 'Crowd-pleasers that look and taste more expensive than they are.',
    products: [
      'Ember & Oak Small Batch Bourbon',
      'Ember & Oak Rye Whiskey',
      'Highland Reach 12 Year Single Malt',
      'Ember & Oak Old Fashioned Kit',
    ],
  },
  {
    creator: 'sofiasips',
    name: 'Weeknight Wines Under $25',
    description: 'Bottles I open on a Tuesday without a second thought.',
    products: [
      'Viña Solera Rioja Crianza',
      'Viña Solera Albariño',
      'Viña Solera Organic Garnacha',
      'Viña Solera Cava Brut Nature',
      'Marlowe Cellars Summer Rosé',
      'Viña Solera Rosado',
    ],
  },
  {
    creator: 'sofiasips',
    name: 'Dinner Party Reds',
    description: 'Reds that make the host look good.',
    products: [
      'Marlowe Cellars Napa Cabernet Sauvignon 2021',
      'Marlowe Cellars Pinot Noir 2022',
      'Viña Solera Rioja Crianza',
    ],
  },
  {
    creator: 'agaveandre',
    name: 'Agave Starter Flight',
    description: 'Taste blanco, reposado and añejo side by side to learn what the barrel does.',
    products: ['Casa Luminosa Blanco', 'Casa Luminosa Reposado', 'Casa Luminosa Añejo'],
  },
  {
    creator: 'agaveandre',
    name: 'Margarita Night',
    description: 'Everything for classic, skinny and spicy margaritas.',
    products: [
      'Casa Luminosa Blanco',
      'Casa Luminosa Margarita Kit',
      'Golden Hour Skinny Margarita Mix',
      'Fizz Theory Spicy Paloma Kit',
    ],
  },
];

/** Password for all four comes from DEMO_PASSWORD (default `rounds-demo-21`). */
export const demoAccounts: DemoAccount[] = [
  {
    username: 'admin',
    role: 'admin',
    email: 'admin@example.com',
    displayName: 'Rounds Admin',
    bio: null,
    ageVerified: true,
    curatorStatus: 'user',
    commissionRate: 0,
    profileImage: null,
    heroImage: null,
  },
  {
    username: 'shopper',
    role: 'user',
    email: 'shopper@example.com',
    displayName: 'Sam Rivera',
    bio: 'Weekend host, bourbon-curious, always looking for a good agave.',
    ageVerified: true,
    curatorStatus: 'user',
    commissionRate: 0,
    profileImage: null,
    heroImage: null,
  },
  {
    username: 'curator',
    role: 'creator',
    email: 'curator@example.com',
    displayName: 'Maya Okafor',
    bio: 'Bartender turned home-bar coach. Three-ingredient cocktails, honest reviews and the mixers that make them sing.',
    ageVerified: true,
    curatorStatus: 'level1_curator',
    commissionRate: 5,
    profileImage: img.creator('mayapours'),
    heroImage: img.hero(5),
    ownsCreator: 'mayapours',
  },
  {
    username: 'brand',
    role: 'brand',
    email: 'brand@example.com',
    displayName: 'Ember & Oak Distilling',
    bio: null,
    ageVerified: true,
    curatorStatus: 'user',
    commissionRate: 0,
    profileImage: img.brand('ember-oak'),
    heroImage: null,
    ownsBrand: 'ember-oak',
  },
];

export const demoFollows: DemoFollow[] = [
  { username: 'shopper', creator: 'mayapours', daysAgo: 20 },
  { username: 'shopper', creator: 'barrelben', daysAgo: 12 },
  { username: 'curator', creator: 'sofiasips', daysAgo: 30 },
  { username: 'curator', creator: 'agaveandre', daysAgo: 9 },
  { username: 'brand', creator: 'barrelben', daysAgo: 15 },
];

/** Within the last 30 days, so the feed's popular tab ranks these products first. */
export const demoFavorites: DemoFavorite[] = [
  { username: 'shopper', product: 'Ember & Oak Small Batch Bourbon', daysAgo: 3 },
  { username: 'shopper', product: 'Casa Luminosa Blanco', daysAgo: 5 },
  { username: 'shopper', product: 'Viña Solera Albariño', daysAgo: 8 },
  { username: 'curator', product: 'Casa Luminosa Blanco', daysAgo: 2 },
  { username: 'curator', product: 'Fizz Theory Fiery Ginger Beer', daysAgo: 6 },
  { username: 'curator', product: 'Juniper Lane London Dry Gin', daysAgo: 14 },
  { username: 'brand', product: 'Highland Reach 12 Year Single Malt', daysAgo: 10 },
  { username: 'admin', product: 'Casa Luminosa Blanco', daysAgo: 4 },
];

export const demoBrandFavorites: DemoBrandFavorite[] = [
  { username: 'shopper', brand: 'casa-luminosa', daysAgo: 5 },
  { username: 'curator', brand: 'fizz-theory', daysAgo: 7 },
];
