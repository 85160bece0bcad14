import { Command } from '@nestjs/cqrs';
import type { FulfillmentType } from '../../../../catalog';

/** Answers the id of the line that now holds the product (new or raised). */
export class AddCartItemCommand extends Command<{ itemId: string }> {
  constructor(
    readonly userId: string,
    readonly productId: string,
    readonly fulfillmentType: FulfillmentType,
    readonly quantity: number,
  ) {
    super();
  }
}
