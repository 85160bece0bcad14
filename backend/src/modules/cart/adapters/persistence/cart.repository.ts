import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Sql } from '../../../../shared/application/sql';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CartProductProfile } from '../../domain/cart.errors';
import type { FulfillmentType } from '../../../catalog';
import type { CartCheckout } from '../../application/ports/cart-checkout.port';
import type { CartLineView, CartRepository, RaiseOutcome, MoveOutcome } from '../../application/ports/cart-repository.port';
import { CART_LINES_FOR_CHECKOUT } from '../../application/queries/cart-lines';

/**
 * Cart persistence in plain SQL: every change is one statement scoped by the owner, so another
 * shopper's line is simply "not found" and concurrent changes cannot overwrite each other.
 */
@Injectable()
export class PostgresCartRepository implements CartRepository, CartCheckout {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: Sql,
  ) {}

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

  async lineProduct(userId: string, itemId: string): Promise<string | null> {
    const [row] = await this.em.execute<{ product_id: string }[]>('select product_id from cart_items where id = ? and user_id = ?', [itemId, userId]);
    return row?.product_id ?? null;
  }

  async moveLine(userId: string, itemId: string, fulfillmentType: FulfillmentType, maxQuantity: number): Promise<MoveOutcome> {
    try {
      return await this.moveLineOnce(userId, itemId, fulfillmentType, maxQuantity);
    } catch (error) {
      // An add of the same product that way committed between the look-up and the update: join it instead.
      if (error instanceof UniqueConstraintViolationException || (error as { code?: string }).code === '23505') return this.moveLineOnce(userId, itemId, fulfillmentType, maxQuantity);
      throw error;
    }
  }

  private async moveLineOnce(userId: string, itemId: string, fulfillmentType: FulfillmentType, maxQuantity: number): Promise<MoveOutcome> {
    return this.em.fork().transactional(async (tx) => {
      const [line] = await tx.execute<{ product_id: string; fulfillment_type: string; quantity: number }[]>(
        'select product_id, fulfillment_type, quantity from cart_items where id = ? and user_id = ? for update',
        [itemId, userId],
      );
      if (!line) return { kind: 'not-found' };
      if (line.fulfillment_type === fulfillmentType) return { kind: 'saved', itemId };
      const [joined] = await tx.execute<{ id: string; quantity: number }[]>(
        'select id, quantity from cart_items where user_id = ? and product_id = ? and fulfillment_type = ? for update',
        [userId, line.product_id, fulfillmentType],
      );
      if (!joined) {
        await tx.execute('update cart_items set fulfillment_type = ?, updated_at = clock_timestamp() where id = ?', [fulfillmentType, itemId]);
        return { kind: 'saved', itemId };
      }
      if (joined.quantity + line.quantity > maxQuantity) return { kind: 'over-maximum', currentQuantity: joined.quantity };
      await tx.execute('update cart_items set quantity = quantity + ?, updated_at = clock_timestamp() where id = ?', [line.quantity, joined.id]);
      await tx.execute('delete from cart_items where id = ?', [itemId]);
      return { kind: 'saved', itemId: joined.id };
    });
  }

  async remove(userId: string, itemId: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>('delete from cart_items where id = ? and user_id = ? returning id', [itemId, userId]);
    return rows.length === 1;
  }

  async clear(userId: string): Promise<number> {
    const rows = await this.em.execute<{ id: string }[]>('delete from cart_items where user_id = ? returning id', [userId]);
    return rows.length;
  }

  async lockLinesForCheckout(transaction: TransactionContext, userId: string): Promise<CartLineView[]> {
    return this.sql.rows(CART_LINES_FOR_CHECKOUT, [userId], transaction);
  }

  async removeCheckedOutLines(transaction: TransactionContext, userId: string, itemIds: readonly string[]): Promise<void> {
    const tx = entityManagerOf(transaction);
    if (itemIds.length === 0) return;
    await tx.execute(`delete from cart_items where user_id = ? and id in (${itemIds.map(() => '?').join(', ')})`, [userId, ...itemIds]);
  }
}
