import type { EntityManager } from '@mikro-orm/core';
import { BrandEntity, ProductEntity } from '../../modules/catalog';
import {
  BrandFavoriteEntity,
  CohortEntity,
  CreatorCollectionEntity,
  CreatorEntity,
  EndorsementEntity,
  FavoriteEntity,
  FollowEntity,
} from '../../modules/curation';
import { UserEntity } from '../../modules/identity';
import { dollarsToCents } from '../../shared/domain/money';
import {
  demoAccounts,
  demoBrandFavorites,
  demoBrands,
  demoCohorts,
  demoCollections,
  demoCreators,
  demoEndorsements,
  demoFavorites,
  demoFollows,
  demoProducts,
} from './demo-catalog';

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
 * Fills an empty database with the demo shop of `demo-catalog.ts`. Does nothing (seeded: false)
 * when any product exists. Everything is written in one transaction.
 */
export async function seedDemoData(em: EntityManager, options: SeedDemoDataOptions): Promise<SeedDemoDataResult> {
  const work = em.fork();
  if ((await work.count(ProductEntity, {})) > 0) return { seeded: false };

  const withAccounts = options.withAccounts ?? true;
  const now = (options.now ?? new Date()).getTime();
  // Hash before the transaction: argon2 is slow and needs no database.
  const passwordHashes = new Map<string, string>();
  if (withAccounts) {
    for (const account of demoAccounts) passwordHashes.set(account.username, await options.hashPassword(options.demoPassword));
  }

  return work.transactional(async (tx) => {
    await tx.getConnection().execute('select pg_advisory_xact_lock(?)', [SEED_LOCK_KEY], 'all', tx.getTransactionContext());
    if ((await tx.count(ProductEntity, {})) > 0) return { seeded: false };

    /** A moment `daysAgo` days back, spread over the day by `spreadHours` so rows do not share a timestamp. */
    const at = (daysAgo: number, spreadHours = 1) => new Date(now - daysAgo * DAY_MS - spreadHours * HOUR_MS);
    const lookup = <T>(map: Map<string, T>, key: string, what: string): T => {
      const value = map.get(key);
      if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${key}`);
      return value;
    };

    // Accounts
    const users = new Map<string, UserEntity>();
    if (withAccounts) {
      for (const [i, a] of demoAccounts.entries()) {
        const user = tx.create(UserEntity, {
          username: a.username,
          passwordHash: lookup(passwordHashes, a.username, 'account'),
          email: a.email,
          role: a.role,
          ageVerified: a.ageVerified,
          curatorStatus: a.curatorStatus,
          commissionRate: a.commissionRate,
          displayName: a.displayName,
          bio: a.bio,
          profileImage: a.profileImage,
          heroImage: a.heroImage,
          createdAt: at(60, i),
        });
        users.set(a.username, user);
      }
    }
    const ownerOfBrand = new Map(demoAccounts.filter((a) => a.ownsBrand).map((a) => [a.ownsBrand!, a.username]));
    const ownerOfCreator = new Map(demoAccounts.filter((a) => a.ownsCreator).map((a) => [a.ownsCreator!, a.username]));

    // Brands and products
    const brands = new Map<string, BrandEntity>();
    for (const [i, b] of demoBrands.entries()) {
      const owner = ownerOfBrand.get(b.slug);
      brands.set(
        b.slug,
        tx.create(BrandEntity, {
          user: owner ? (users.get(owner) ?? null) : null,
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
        }),
      );
    }

    const products = new Map<string, ProductEntity>();
    for (const [i, p] of demoProducts.entries()) {
      products.set(
        p.name,
        tx.create(ProductEntity, {
          brand: lookup(brands, p.brand, 'brand'),
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
        }),
      );
    }

    // Creators, with followers = audience elsewhere + real follows here
    const followsFor = (handle: string) =>
      withAccounts ? demoFollows.filter((f) => f.creator === handle).length : 0;
    const creators = new Map<string, CreatorEntity>();
    for (const [i, c] of demoCreators.entries()) {
      const owner = ownerOfCreator.get(c.handle);
      creators.set(
        c.handle,
        tx.create(CreatorEntity, {
          user: owner ? (users.get(owner) ?? null) : null,
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
        }),
      );
    }

    for (const [i, e] of demoEndorsements.entries()) {
      const createdAt = at(e.daysAgo, 1 + ((i * 5) % 11));
      tx.create(EndorsementEntity, {
        creator: lookup(creators, e.creator, 'creator'),
        product: lookup(products, e.product, 'product'),
        review: e.review,
        rating: e.rating,
        createdAt,
        updatedAt: createdAt,
      });
    }

    for (const c of demoCohorts) {
      tx.create(CohortEntity, {
        name: c.name,
        image: c.image,
        description: c.description,
        category: c.category,
        filterRules: { ...c.filterRules },
        creatorCount: c.creatorCount,
        active: true,
        featured: c.featured,
      });
    }

    for (const [i, c] of demoCollections.entries()) {
      tx.create(CreatorCollectionEntity, {
        creator: lookup(creators, c.creator, 'creator'),
        name: c.name,
        description: c.description,
        productIds: c.products.map((name) => lookup(products, name, 'product').id),
        createdAt: at(45 - i, i),
      });
    }

    if (withAccounts) {
      for (const [i, f] of demoFollows.entries()) {
        tx.create(FollowEntity, {
          shopper: lookup(users, f.username, 'account'),
          creator: lookup(creators, f.creator, 'creator'),
          createdAt: at(f.daysAgo, i),
        });
      }
      for (const [i, f] of demoFavorites.entries()) {
        tx.create(FavoriteEntity, {
          user: lookup(users, f.username, 'account'),
          product: lookup(products, f.product, 'product'),
          createdAt: at(f.daysAgo, i),
        });
      }
      for (const [i, f] of demoBrandFavorites.entries()) {
        tx.create(BrandFavoriteEntity, {
          user: lookup(users, f.username, 'account'),
          brand: lookup(brands, f.brand, 'brand'),
          createdAt: at(f.daysAgo, i),
        });
      }
    }

    await tx.flush();
    return {
      seeded: true,
      counts: {
        users: users.size,
        brands: brands.size,
        products: products.size,
        creators: creators.size,
        endorsements: demoEndorsements.length,
        cohorts: demoCohorts.length,
        collections: demoCollections.length,
        follows: withAccounts ? demoFollows.length : 0,
        favorites: withAccounts ? demoFavorites.length : 0,
        brandFavorites: withAccounts ? demoBrandFavorites.length : 0,
      },
    };
  });
}
