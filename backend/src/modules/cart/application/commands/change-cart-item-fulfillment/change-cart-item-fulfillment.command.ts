import { Command } from '@nestjs/cqrs';
import type { FulfillmentType } from '../../../../catalog';

/** The 'Choose delivery option' dialog: a cart line switched between same-day delivery and 2-day shipping; answers the line now holding it. */
export class ChangeCartItemFulfillmentCommand extends Command<{ itemId: string }> {
  constructor(
    readonly userId: string,
    readonly itemId: string,
    readonly fulfillmentType: FulfillmentType,
  ) {
    super();
  }
}
