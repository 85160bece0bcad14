import { Query } from '@nestjs/cqrs';
import type { CartTotals } from '../../../domain/cart-totals';

export class GetCartTotalsQuery extends Query<CartTotals> {
  constructor(readonly userId: string) {
    super();
  }
}
