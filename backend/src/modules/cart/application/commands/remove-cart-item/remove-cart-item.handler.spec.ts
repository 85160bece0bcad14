import { newHandler } from '../../../../../../test/support/fake-ports';
import { CartItemNotFoundError } from '../../../domain/cart.errors';
import { RemoveCartItemCommand } from './remove-cart-item.command';
import { RemoveCartItemHandler } from './remove-cart-item.handler';

describe('RemoveCartItemHandler', () => {
  it("removes the shopper's own line", async () => {
    const { handler, ports: [cart] } = newHandler(RemoveCartItemHandler);
    cart.remove.mockResolvedValue(true);
    await expect(handler.execute(new RemoveCartItemCommand('u1', 'line-1'))).resolves.toBeUndefined();
    expect(cart.remove).toHaveBeenCalledWith('u1', 'line-1');
  });

  it("answers 404 for a line that is gone or another shopper's", async () => {
    const { handler, ports: [cart] } = newHandler(RemoveCartItemHandler);
    cart.remove.mockResolvedValue(false);
    await expect(handler.execute(new RemoveCartItemCommand('u1', 'line-1'))).rejects.toBeInstanceOf(CartItemNotFoundError);
  });
});
