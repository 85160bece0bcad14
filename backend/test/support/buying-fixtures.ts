import { randomBytes, randomUUID } from 'node:crypto';
import type { TestApp } from './test-app';

/** Catalog rows written straight to the test database, so buying tests control every price and flag. */

/** Anything that runs SQL on the test database: a TestApp, or a TestDatabase of an int-spec. */
type TestSql = Pick<TestApp, 'query'>;

export interface ProductFixture {
  name?: string;
  priceCents?: number;
  available?: boolean;
  deliveryAvailable?: boolean;
  shippingAvailable?: boolean;
  markets?: string[];
  deliveryFeeCents?: number;
  freeDeliveryMinCents?: number;
  shippingFeeCents?: number;
  freeShippingMinCents?: number;
  categories?: string[];
  description?: string | null;
  featured?: boolean;
  /** Listing order is newest first: set it to control the order exactly. */
  createdAt?: Date;
}

export async function createUser(app: TestSql, username = `user_${randomBytes(4).toString('hex')}`): Promise<string> {
  const id = randomUUID();
  await app.query('insert into users (id, username, password_hash) values ($1, $2, $3)', [id, username, 'not-a-real-hash']);
  return id;
}

export async function createBrand(app: TestSql, name = `Brand ${randomBytes(3).toString('hex')}`): Promise<string> {
  const id = randomUUID();
  await app.query('insert into brands (id, name, logo, blurb) values ($1, $2, $3, $4)', [id, name, `/images/brands/${id}.svg`, `${name} makes things.`]);
  return id;
}

export async function createProduct(app: TestSql, brandId: string, fixture: ProductFixture = {}): Promise<string> {
  const id = randomUUID();
  await app.query(
    `insert into products (id, brand_id, name, price_cents, available, delivery_available, shipping_available, markets,
                           delivery_fee_cents, free_delivery_min_cents, shipping_fee_cents, free_shipping_min_cents, categories, image,
                           description, featured, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, coalesce($17::timestamptz, now()))`,
    [
      id,
      brandId,
      fixture.name ?? `Product ${randomBytes(3).toString('hex')}`,
      fixture.priceCents ?? 2500,
      fixture.available ?? true,
      fixture.deliveryAvailable ?? true,
      fixture.shippingAvailable ?? true,
      fixture.markets ?? [],
      fixture.deliveryFeeCents ?? 499,
      fixture.freeDeliveryMinCents ?? 3500,
      fixture.shippingFeeCents ?? 899,
      fixture.freeShippingMinCents ?? 7500,
      fixture.categories ?? ['whiskey'],
      `/images/products/${id}.svg`,
      fixture.description ?? null,
      fixture.featured ?? false,
      fixture.createdAt?.toISOString() ?? null,
    ],
  );
  return id;
}

export async function createCreator(
  app: TestSql,
  options: { userId?: string | null; followers?: number; handle?: string; featured?: boolean; rating?: number | null } = {},
): Promise<{ id: string; handle: string; utmCode: string }> {
  const id = randomUUID();
  const handle = options.handle ?? `creator_${randomBytes(4).toString('hex')}`;
  const utmCode = `utm_${randomBytes(4).toString('hex')}`;
  await app.query(
    'insert into creators (id, user_id, handle, name, bio, avatar, followers, utm_code, featured, rating) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
    [id, options.userId ?? null, handle, `Creator ${handle}`, 'Pours and opinions.', `/images/creators/${handle}.svg`, options.followers ?? 0, utmCode, options.featured ?? false, options.rating ?? null],
  );
  return { id, handle, utmCode };
}

export function shippingInfo(overrides: Partial<Record<'firstName' | 'lastName' | 'email' | 'phone' | 'street' | 'city' | 'state' | 'zipCode', string>> = {}) {
  return {
    firstName: 'Maya',
    lastName: 'Lopez',
    email: 'maya@example.com',
    phone: '(415) 555-0134',
    street: '500 Market St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94105',
    ...overrides,
  };
}

export const ACCEPTED_CARD = { method: 'card', last4: '4242' } as const;
export const DECLINED_CARD = { method: 'card', last4: '0002' } as const;
/** The sandbox's card that is authorized but whose every capture the provider refuses. */
export const CAPTURE_REFUSED_CARD = { method: 'card', last4: '0341' } as const;

export async function countRows(app: TestSql, table: 'orders' | 'order_items' | 'order_attribution' | 'idempotency_keys' | 'cart_items', where = 'true', params: unknown[] = []): Promise<number> {
  const [{ count }] = await app.query<{ count: string }>(`select count(*) from ${table} where ${where}`, params);
  return Number(count);
}

export interface SandboxSessionRow {
  id: string;
  status: 'authorized' | 'declined' | 'voided';
  amountCents: number;
  capturedCents: number;
  voidedCents: number;
  refundedCents: number;
}

/** The sandbox payment provider's sessions of a shopper, oldest first (its ledger is in PostgreSQL). */
export async function paymentSessionsOf(app: TestSql, shopperId: string): Promise<SandboxSessionRow[]> {
  const rows = await app.query<{ id: string; status: SandboxSessionRow['status']; amount_cents: number; captured_cents: number; voided_cents: number; refunded_cents: number }>(
    'select id, status, amount_cents, captured_cents, voided_cents, refunded_cents from sandbox_payment_sessions where shopper_id = $1 order by created_at, id',
    [shopperId],
  );
  return rows.map((row) => ({ id: row.id, status: row.status, amountCents: row.amount_cents, capturedCents: row.captured_cents, voidedCents: row.voided_cents, refundedCents: row.refunded_cents }));
}

/** The provider calls made against a session (capture, void, refund), each under its idempotency key. */
export async function paymentOperationsOf(app: TestSql, sessionId: string): Promise<{ key: string; kind: string; amountCents: number }[]> {
  const rows = await app.query<{ idempotency_key: string; kind: string; amount_cents: number }>('select idempotency_key, kind, amount_cents from sandbox_payment_operations where session_id = $1 order by created_at, idempotency_key', [sessionId]);
  return rows.map((row) => ({ key: row.idempotency_key, kind: row.kind, amountCents: row.amount_cents }));
}
