import { Query } from '@nestjs/cqrs';

/** Whether the shopper's cart could be checked out to an address now, and if not the refusal the checkout would give. */
export interface CartCheck {
  allowed: boolean;
  code: string | null;
  message: string | null;
}

export class CartCheckQuery extends Query<CartCheck> {
  constructor(
    readonly shopperId: string,
    readonly state: string,
    readonly zip: string | null,
  ) {
    super();
  }
}
