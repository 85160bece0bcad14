import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CartProductProfile } from '../../domain/cart.errors';
import type { FulfillmentType } from '../../../catalog';
import type { CartCheckout } from '../../application/ports/cart-checkout.port';
import type { CartLineView, CartRepository, RaiseOutcome } from '../../application/ports/cart-repository.port';

/**
 * Lines with their product's current prices (read through the catalog's public view
 * catalog_products_v), oldest first; `clock_timestamp()` on insert keeps that order exact.
 */
const SELECT_LINES = `
  select ci.id, ci.product_id, ci.fulfillment_type, ci.quantity, ci.created_at,
         p.name, p.price_cents, p.image, p.delivery_fee_cents, p.free_delivery_min_cents,
         p.shipping_fee_cents, p.free_shipping_min_cents, p.available, p.delivery_available, p.shipping_available, p.markets
    from cart_items ci
    join catalog_products_v p on p.id = ci.product_id`;

interface CartLineRow {
  id: string;
  product_id: string;
  fulfillment_type: FulfillmentType;
  quantity: number;
  /** timestamptz columns come back from raw SQL as text. */
  created_at: string;
  name: string;
  price_cents: number;
  image: string | null;
  delivery_fee_cents: number;
  free_delivery_min_cents: number;
  shipping_fee_cents: number;
  free_shipping_min_cents: number;
  available: boolean;
  delivery_available: boolean;
  shipping_available: boolean;
  markets: string[];
}

/**
 * Cart persistence in plain SQL: every change is one statement scoped by the owner, so another
 * shopper's line is simply "not found" and concurrent changes cannot overwrite each other.
 */
@Injectable()
export class PostgresCartRepository implements CartRepository, CartCheckout {
  constructor(private readonly em: EntityManager) {}

  async findProduct(productId: string): Promise<CartProductProfile | null> {
    const [row] = await this.em.execute<{ name: string; available: boolean; delivery_available: boolean; shipping_available: boolean }[]>(
      'select name, available, delivery_available, shipping_available from catalog_products_v where id = ?',
      [productId],
    );
    return row ? { name: row.name, available: row.available, deliveryAvailable: row.delivery_available, shippingAvailable: row.shipping_available } : null;
  }

  async addOrRaise(userId: string, productId: string, fulfillmentType: FulfillmentType, quantity: number, maxQuantity: number): Promise<RaiseOutcome> {
    const [saved] = await this.em.execute<{ id: string }[]>(
      `insert into cart_items (id, user_id, product_id, fulfillment_type, quantity, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?, clock_timestamp(), clock_timestamp())
       on conflict (user_id, product_id, fulfillment_type)
       do update set quantity = cart_items.quantity + excluded.quantity, updated_at = clock_timestamp()
         where cart_items.quantity + excluded.quantity <= ?
       returning id`,
      [userId, productId, fulfillmentType, quantity, maxQuantity],
    );
    if (saved) return { kind: 'saved', itemId: saved.id };
    const [current] = await this.em.execute<{ quantity: number }[]>(
      'select quantity from cart_items where user_id = ? and product_id = ? and fulfillment_type = ?',
      [userId, productId, fulfillmentType],
    );
    return { kind: 'over-maximum', currentQuantity: current?.quantity ?? maxQuantity };
  }

  async setQuantity(userId: string, itemId: string, quantity: number): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      'update cart_items set quantity = ?, updated_at = clock_timestamp() where id = ? and user_id = ? returning id',
      [quantity, itemId, userId],
    );
    return rows.length === 1;
  }

  async remove(userId: string, itemId: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>('delete from cart_items where id = ? and user_id = ? returning id', [itemId, userId]);
    return rows.length === 1;
  }

  async clear(userId: string): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>('delete from cart_items where user_id = ? returning id', [userId]);
    return rows.length;
  }

  async listLines(userId: string): Promise<CartLineView[]> {
    const rows = await this.em.execute<CartLineRow[]>(`${SELECT_LINES} where ci.user_id = ? order by ci.created_at, ci.id`, [userId]);
    return rows.map(toLineView);
  }

  async findLine(userId: string, itemId: string): Promise<CartLineView | null> {
    const [row] = await this.em.execute<CartLineRow[]>(`${SELECT_LINES} where ci.user_id = ? and ci.id = ?`, [userId, itemId]);
    return row ? toLineView(row) : null;
  }

  async lockLinesForCheckout(transaction: TransactionContext, userId: string): Promise<CartLineView[]> {
    const tx = entityManagerOf(transaction);
    const rows = await tx.execute<CartLineRow[]>(
      `${SELECT_LINES} where ci.user_id = ? order by ci.created_at, ci.id for update of ci`,
      [userId],
    );
    return rows.map(toLineView);
  }

  async removeCheckedOutLines(transaction: TransactionContext, userId: string, itemIds: readonly string[]): Promise<void> {
    const tx = entityManagerOf(transaction);
    if (itemIds.length === 0) return;
    await tx.execute(`delete from cart_items where user_id = ? and id in (${itemIds.map(() => '?').join(', ')})`, [userId, ...itemIds]);
  }
}

function toLineView(row: CartLineRow): CartLineView {
  return {
    id: row.id,
    productId: row.product_id,
    fulfillmentType: row.fulfillment_type,
    quantity: row.quantity,
    createdAt: new Date(row.created_at),
    product: {
      name: row.name,
      priceCents: row.price_cents,
      image: row.image,
      deliveryFeeCents: row.delivery_fee_cents,
      freeDeliveryMinCents: row.free_delivery_min_cents,
      shippingFeeCents: row.shipping_fee_cents,
      freeShippingMinCents: row.free_shipping_min_cents,
      available: row.available,
      deliveryAvailable: row.delivery_available,
      shippingAvailable: row.shipping_available,
      markets: row.markets,
    },
  };
}
