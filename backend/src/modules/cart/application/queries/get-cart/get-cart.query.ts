import { Query } from '@nestjs/cqrs';
import type { CartLineView } from '../../ports/cart-repository.port';

export class GetCartQuery extends Query<CartLineView[]> {
  constructor(readonly userId: string) {
    super();
  }
}

/** One line, for answering an add with the line it produced. */
export class GetCartItemQuery extends Query<CartLineView | null> {
  constructor(
    readonly userId: string,
    readonly itemId: string,
  ) {
    super();
  }
}
