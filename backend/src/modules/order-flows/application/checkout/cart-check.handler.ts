import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../shared/application/unit-of-work';
import { GetCartQuery } from '../../../cart';
import { assertPurchaseAllowed, assertWithinRollingLimit, bottlesIn, DeliveryAreaError, GetStateRulesQuery, hasRollingLimit, ROLLING_LIMIT_DAYS } from '../../../compliance';
import { OrderPlacement } from '../../../ordering';
import { CartCheck, CartCheckQuery } from './cart-check.query';

/**
 * The cart drawer's question, answered by the checkout's own rules in the checkout's order: the
 * address, every line, the per-order limit, then the rolling limit over the shopper's orders. Places
 * nothing and takes no lock; the checkout asks again under the shopper's lock.
 */
@QueryHandler(CartCheckQuery)
export class CartCheckHandler implements IQueryHandler<CartCheckQuery, CartCheck> {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly orders: OrderPlacement,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shopperId, state, zip }: CartCheckQuery): Promise<CartCheck> {
    const rules = await this.queryBus.execute(new GetStateRulesQuery(state));
    const lines = await this.queryBus.execute(new GetCartQuery(shopperId));
    try {
      if (lines.length === 0) return { allowed: true, code: null, message: null };
      assertPurchaseAllowed(lines, rules, zip);
      if (hasRollingLimit(rules)) {
        const since = new Date(this.clock.now().getTime() - ROLLING_LIMIT_DAYS * 24 * 3600_000);
        const alreadyOrdered = await this.unitOfWork.run((tx) => this.orders.countBottlesSince(tx, shopperId, since));
        assertWithinRollingLimit(rules, alreadyOrdered, bottlesIn(lines));
      }
      return { allowed: true, code: null, message: null };
    } catch (error) {
      if (error instanceof DeliveryAreaError) return { allowed: false, code: error.code, message: error.message };
      throw error;
    }
  }
}
