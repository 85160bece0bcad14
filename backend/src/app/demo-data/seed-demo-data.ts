import type { EntityManager } from '@mikro-orm/core';
import { catalogHasProducts, writeDemoCatalog } from '../../modules/catalog/demo/demo-catalog.writer';
import { writeDemoCampaigns } from '../../modules/brand-campaigns/demo/demo-campaigns.writer';
import { writeDemoCommissionAccounts } from '../../modules/commissions/demo/demo-commission-accounts.writer';
import { writeDemoCuration } from '../../modules/curation/demo/demo-curation.writer';
import { writeDemoAccounts } from '../../modules/identity/demo/demo-accounts.writer';
import { DemoOrder, writeDemoOrders } from '../../modules/ordering/demo/demo-orders.writer';
import { dollarsToCents } from '../../shared/domain/money';
import { DemoCatalog, loadDemoCatalog } from './demo-catalog';

export interface SeedDemoDataOptions {
  /** Password of the four demo accounts (DEMO_PASSWORD, default `rounds-demo-21`). */
  demoPassword: string;
  /** The identity module's password hasher (argon2id). */
  hashPassword: (plain: string) => Promise<string>;
  /**
   * Create the demo accounts (admin, shopper, curator, brand) and their follows and favorites.
   * Default true; pass false under NODE_ENV=production, where no demo account may exist.
   */
  withAccounts?: boolean;
  /** Clock for createdAt values; tests pin it. */
  now?: Date;
  /** The shop to write; default backend/demo/demo-catalog.json. */
  catalog?: DemoCatalog;
}

export interface SeedDemoDataResult {
  seeded: boolean;
  counts?: Record<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Key of the transaction-scoped advisory lock that stops two processes seeding at once. */
const SEED_LOCK_KEY = 7_262_021;

/**
 * Fills an empty database with the demo shop of backend/demo/demo-catalog.json. Does nothing (seeded: false)
 * when any product exists. Everything is written in one transaction, each module's rows through
 * that module's own writer (its tables are its own).
 */
export async function seedDemoData(em: EntityManager, options: SeedDemoDataOptions): Promise<SeedDemoDataResult> {
  const work = em.fork();
  if (await catalogHasProducts(work)) return { seeded: false };

  const { accounts: demoAccounts, brandFavorites: demoBrandFavorites, brands: demoBrands, campaigns: demoCampaigns, cohorts: demoCohorts, collections: demoCollections, creators: demoCreators, endorsements: demoEndorsements, favorites: demoFavorites, follows: demoFollows, products: demoProducts } =
    options.catalog ?? loadDemoCatalog();
  const withAccounts = options.withAccounts ?? true;
  const now = (options.now ?? new Date()).getTime();
  // Hash before the transaction: argon2 is slow and needs no database.
  const passwordHashes = new Map<string, string>();
  if (withAccounts) {
    for (const account of demoAccounts) passwordHashes.set(account.username, await options.hashPassword(options.demoPassword));
  }

  return work.transactional(async (tx) => {
    await tx.getConnection().execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY], 'all', tx.getTransactionContext());
    if (await catalogHasProducts(tx)) return { seeded: false };

    /** A moment `daysAgo` days back, spread over the day by `spreadHours` so rows do not share a timestamp. */
    const at = (daysAgo: number, spreadHours = 1) => new Date(now - daysAgo * DAY_MS - spreadHours * HOUR_MS);
    const lookup = <T>(map: Map<string, T>, key: string, what: string): T => {
      const value = map.get(key);
      if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${key}`);
      return value;
    };

    // Accounts (identity), their tiers (commissions) and profiles (curation)
    const accounts = withAccounts ? demoAccounts : [];
    const users = await writeDemoAccounts(
      tx,
      accounts.map((a, i) => ({
        username: a.username,
        passwordHash: lookup(passwordHashes, a.username, 'account'),
        email: a.email,
        role: a.role,
        ageVerified: a.ageVerified,
        dateOfBirth: a.dateOfBirth,
        createdAt: at(60, i),
      })),
    );
    const userId = (username: string) => lookup(users, username, 'account');
    writeDemoCommissionAccounts(
      tx,
      accounts
        .filter((a) => a.curatorStatus !== 'user' || a.commissionRate !== 0)
        .map((a) => ({ userId: userId(a.username), tier: a.curatorStatus, commissionRate: a.commissionRate })),
    );
    const ownerOfBrand = new Map(accounts.filter((a) => a.ownsBrand).map((a) => [a.ownsBrand!, userId(a.username)]));
    const ownerOfCreator = new Map(accounts.filter((a) => a.ownsCreator).map((a) => [a.ownsCreator!, userId(a.username)]));

    // Brands and products (catalog)
    const { brandIds, productIds } = writeDemoCatalog(tx, {
      brands: demoBrands.map((b, i) => ({
        key: b.slug,
        ownerUserId: ownerOfBrand.get(b.slug) ?? null,
        name: b.name,
        logo: b.logo,
        images: b.images,
        blurb: b.blurb,
        description: b.description,
        website: b.website,
        categories: b.categories,
        tags: b.tags,
        country: b.country,
        verified: b.verified,
        createdAt: at(90, i),
      })),
      products: demoProducts.map((p, i) => ({
        brandKey: p.brand,
        name: p.name,
        description: p.description,
        ingredients: p.ingredients,
        image: p.image,
        priceCents: dollarsToCents(p.price),
        abv: p.abv,
        size: p.size,
        upc: p.upc,
        productLink: null,
        variants: (p.variants ?? []).map((v) => ({
          size: v.size,
          description: v.description,
          priceCents: dollarsToCents(v.price),
        })),
        tags: p.tags,
        categories: p.categories,
        markets: p.markets ?? [],
        available: p.available ?? true,
        featured: p.featured ?? false,
        deliveryAvailable: p.deliveryAvailable ?? true,
        shippingAvailable: p.shippingAvailable ?? true,
        pickupAvailable: false,
        ...(p.deliveryTime === undefined ? {} : { deliveryTime: p.deliveryTime }),
        ...(p.shippingTime === undefined ? {} : { shippingTime: p.shippingTime }),
        ...(p.deliveryFee === undefined ? {} : { deliveryFeeCents: dollarsToCents(p.deliveryFee) }),
        ...(p.freeDeliveryMin === undefined ? {} : { freeDeliveryMinCents: dollarsToCents(p.freeDeliveryMin) }),
        ...(p.shippingFee === undefined ? {} : { shippingFeeCents: dollarsToCents(p.shippingFee) }),
        ...(p.freeShippingMin === undefined ? {} : { freeShippingMinCents: dollarsToCents(p.freeShippingMin) }),
        // Older catalogue entries first, so "newest" listings have a stable, believable order.
        createdAt: at(80 - (i % 40), i % 24),
      })),
    });
    const productId = (name: string) => lookup(productIds, name, 'product');

    // Creators, with followers = audience elsewhere + real follows here (curation)
    const followsFor = (handle: string) => (withAccounts ? demoFollows.filter((f) => f.creator === handle).length : 0);
    const creatorIds = writeDemoCuration(tx, {
      profiles: accounts.map((a) => ({
        userId: userId(a.username),
        displayName: a.displayName,
        bio: a.bio,
        profileImage: a.profileImage,
        heroImage: a.heroImage,
      })),
      creators: demoCreators.map((c, i) => ({
        ownerUserId: ownerOfCreator.get(c.handle) ?? null,
        handle: c.handle,
        name: c.name,
        bio: c.bio,
        avatar: c.avatar,
        heroImage: c.heroImage,
        verified21: c.verified21,
        isVerified: c.isVerified,
        followers: c.followersBase + followsFor(c.handle),
        rating: c.rating,
        utmCode: c.utmCode,
        instagramHandle: c.instagramHandle,
        tiktokHandle: c.tiktokHandle,
        youtubeHandle: c.youtubeHandle,
        twitterHandle: c.twitterHandle,
        featured: c.featured,
        createdAt: at(70, i),
      })),
      endorsements: demoEndorsements.map((e, i) => ({
        creatorHandle: e.creator,
        productId: productId(e.product),
        review: e.review,
        rating: e.rating,
        createdAt: at(e.daysAgo, 1 + ((i * 5) % 11)),
      })),
      cohorts: demoCohorts.map((c) => ({
        name: c.name,
        image: c.image,
        description: c.description,
        category: c.category,
        filterRules: { ...c.filterRules },
        creatorCount: c.creatorCount,
        featured: c.featured,
      })),
      collections: demoCollections.map((c, i) => ({
        creatorHandle: c.creator,
        name: c.name,
        description: c.description,
        productIds: c.products.map(productId),
        createdAt: at(45 - i, i),
      })),
      follows: withAccounts ? demoFollows.map((f, i) => ({ shopperId: userId(f.username), creatorHandle: f.creator, createdAt: at(f.daysAgo, i) })) : [],
      favorites: withAccounts ? demoFavorites.map((f, i) => ({ userId: userId(f.username), productId: productId(f.product), createdAt: at(f.daysAgo, i) })) : [],
      brandFavorites: withAccounts
        ? demoBrandFavorites.map((f, i) => ({ userId: userId(f.username), brandId: lookup(brandIds, f.brand, 'brand'), createdAt: at(f.daysAgo, i) }))
        : [],
    });

    // Campaigns and the offers creators answered (brand-campaigns): a gifted and a paid recommendation to see.
    writeDemoCampaigns(
      tx,
      demoCampaigns.map((c, i) => ({
        brandId: lookup(brandIds, c.brand, 'brand'),
        name: c.name,
        description: c.description,
        type: c.type,
        status: c.status,
        budgetCents: Math.round(c.budget * 100),
        startDate: at(c.startedDaysAgo, i),
        endDate: at(-c.endsInDays, i),
        offers: c.offers.map((o, j) => ({
          recipientId: lookup(creatorIds, o.creator, 'creator'),
          productId: productId(o.product),
          message: o.message,
          status: o.status,
          valueCents: Math.round(o.value * 100),
          createdAt: at(o.sentDaysAgo, j),
          respondedAt: o.answeredDaysAgo === null ? null : at(o.answeredDaysAgo, j),
          expiresAt: at(o.sentDaysAgo - 14, j),
        })),
      })),
    );

    await tx.flush();

    // Orders in every state (ordering): the brand's Orders tab, a tracking timeline and a refused delivery to look at.
    const demoOrderCount = withAccounts ? await writeDemoOrders(tx, demoOrdersFor({ accounts, userId, productIds, brandIds, products: demoProducts, at })) : 0;

    return {
      seeded: true,
      counts: {
        users: users.size,
        brands: brandIds.size,
        products: productIds.size,
        creators: demoCreators.length,
        endorsements: demoEndorsements.length,
        cohorts: demoCohorts.length,
        collections: demoCollections.length,
        campaigns: demoCampaigns.length,
        follows: withAccounts ? demoFollows.length : 0,
        favorites: withAccounts ? demoFavorites.length : 0,
        brandFavorites: withAccounts ? demoBrandFavorites.length : 0,
        orders: demoOrderCount,
      },
    };
  });
}

const SHOPPER_ADDRESS = { firstName: 'Jamie', lastName: 'Rivera', email: 'shopper@rounds.example', phone: '(415) 555-0199', street: '1 Ferry Building', city: 'San Francisco', state: 'CA', zipCode: '94111' };

/**
 * The demo shopper's orders, from the demo brand account's brand (and one other), one in each state a
 * shipment can be in: waiting, packed, shipped with UPS tracking, out for same-day delivery, delivered
 * after an ID check (beside a second brand's shipment on its way), refused at the door (underage,
 * refunded), returned to the seller (refunded, beside a delivered share: partially refunded), shipped
 * beside a share still waiting (partially shipped), and cancelled before it left.
 */
function demoOrdersFor(context: {
  accounts: readonly { username: string; role: string; ownsBrand?: string | null }[];
  userId: (username: string) => string;
  productIds: Map<string, string>;
  brandIds: Map<string, string>;
  products: DemoCatalog['products'];
  at: (daysAgo: number, spreadHours?: number) => Date;
}): DemoOrder[] {
  const shopper = context.accounts.find((account) => account.role === 'user');
  const seller = context.accounts.find((account) => account.ownsBrand);
  const admin = context.accounts.find((account) => account.role === 'admin');
  if (!shopper || !seller?.ownsBrand || !admin) return [];
  const brandId = context.brandIds.get(seller.ownsBrand);
  const otherBrand = [...context.brandIds.entries()].find(([slug]) => slug !== seller.ownsBrand);
  if (!brandId || !otherBrand) return [];
  const productsOf = (slug: string) => context.products.filter((product) => product.brand === slug);
  const line = (product: { name: string; price: number; brand: string }, quantity = 1) => ({
    productId: context.productIds.get(product.name)!,
    brandId: context.brandIds.get(product.brand)!,
    productName: product.name,
    unitPriceCents: dollarsToCents(product.price),
    quantity,
  });
  const own = productsOf(seller.ownsBrand);
  const same = own.filter((product) => product.deliveryAvailable ?? true);
  const shipped = own.filter((product) => product.shippingAvailable ?? true);
  const other = productsOf(otherBrand[0]).find((product) => product.shippingAvailable ?? true);
  if (same.length === 0 || shipped.length === 0 || !other) return [];
  const shopperId = context.userId(shopper.username);
  const order = (fulfillmentType: 'delivery' | 'shipping', daysAgo: number, lines: DemoOrder['lines'], shipments: DemoOrder['shipments'], hoursBack = 8): DemoOrder => ({
    shopperId,
    fulfillmentType,
    // Hours back, at least six: its steps, two hours apart, are all in the past.
    placedAt: context.at(daysAgo, hoursBack),
    shipTo: SHOPPER_ADDRESS,
    lines,
    shipments,
  });
  const adult = { recipientName: 'Jamie Rivera', idType: 'drivers_license' as const, birthYear: 1991, checkedBy: context.userId(seller.username) };
  return [
    order('shipping', 12, [line(shipped[0])], [{ brandId, status: 'cancelled' }]),
    order('delivery', 9, [line(same[1 % same.length])], [{ brandId, status: 'refused', refusalReason: 'underage' }]),
    order('shipping', 7, [line(shipped[0]), line(other)], [
      { brandId, status: 'delivered', carrier: 'ups', trackingNumber: '1Z999AA10123456784', handoff: adult },
      { brandId: otherBrand[1], status: 'shipped', carrier: 'fedex', trackingNumber: '123456789012' },
    ]),
    order('shipping', 5, [line(shipped[1 % shipped.length]), line(other)], [
      { brandId, status: 'returned', carrier: 'ups', trackingNumber: '1Z999AA10123456786' },
      { brandId: otherBrand[1], status: 'delivered', carrier: 'fedex', trackingNumber: '123456789013', handoff: adult },
    ]),
    order('shipping', 3, [line(shipped[2 % shipped.length])], [{ brandId, status: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456785' }]),
    order('shipping', 2, [line(shipped[0]), line(other)], [
      { brandId, status: 'shipped', carrier: 'ups', trackingNumber: '1Z999AA10123456787' },
      { brandId: otherBrand[1], status: 'pending' },
    ]),
    order('delivery', 1, [line(same[0])], [{ brandId, status: 'delivered', handoff: adult }]),
    order('shipping', 1, [line(shipped[1 % shipped.length], 2)], [{ brandId, status: 'packed' }]),
    order('delivery', 0, [line(same[2 % same.length])], [{ brandId, status: 'out_for_delivery' }]),
    order('delivery', 0, [line(same[0])], [{ brandId, status: 'pending' }], 6),
  ];
}
