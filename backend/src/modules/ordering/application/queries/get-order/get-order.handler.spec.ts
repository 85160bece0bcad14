import { newHandler } from '../../../../../../test/support/fake-ports';
import { OrderNotFoundError } from '../../../domain/checkout.errors';
import type { OrderView } from '../../ports/orders.port';
import { GetOrderQuery } from './get-order.query';
import { GetOrderHandler } from './get-order.handler';

describe('GetOrderHandler', () => {
  it("answers the shopper's own order", async () => {
    const { handler, ports: [orders] } = newHandler(GetOrderHandler);
    const order = { id: 'o1' } as OrderView;
    orders.findForShopper.mockResolvedValue(order);
    expect(await handler.execute(new GetOrderQuery('shopper-1', 'o1'))).toBe(order);
    expect(orders.findForShopper).toHaveBeenCalledWith('shopper-1', 'o1');
  });

  it("answers 404 alike for a missing order and another shopper's", async () => {
    const { handler, ports: [orders] } = newHandler(GetOrderHandler);
    orders.findForShopper.mockResolvedValue(null);
    await expect(handler.execute(new GetOrderQuery('shopper-1', 'o1'))).rejects.toBeInstanceOf(OrderNotFoundError);
  });
});
