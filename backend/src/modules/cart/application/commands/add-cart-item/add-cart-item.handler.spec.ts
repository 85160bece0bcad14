import { newHandler } from '../../../../../../test/support/fake-ports';
import { InvalidCartQuantityError } from '../../../domain/cart-quantity';
import { CartProductNotFoundError } from '../../../domain/cart.errors';
import { AddCartItemCommand } from './add-cart-item.command';
import { AddCartItemHandler } from './add-cart-item.handler';

const gin = { name: 'Juniper Lane Gin', available: true, deliveryAvailable: true, shippingAvailable: false };

function setup(product: typeof gin | null = gin) {
  const { handler, ports: [cart] } = newHandler(AddCartItemHandler);
  cart.findProduct.mockResolvedValue(product);
  cart.addOrRaise.mockResolvedValue({ kind: 'saved', itemId: 'line-1' });
  return { handler, cart };
}

describe('AddCartItemHandler', () => {
  it('adds to (or raises) the shopper\'s line for the product and fulfillment type, capped at 99, and answers its id', async () => {
    const { handler, cart } = setup();
    expect(await handler.execute(new AddCartItemCommand('u1', 'p1', 'delivery', 2))).toEqual({ itemId: 'line-1' });
    expect(cart.addOrRaise).toHaveBeenCalledWith('u1', 'p1', 'delivery', 2, 99);
  });

  it('refuses a quantity outside 1-99 before reading anything', async () => {
    const { handler, cart } = setup();
    for (const quantity of [0, 100, 1.5]) {
      await expect(handler.execute(new AddCartItemCommand('u1', 'p1', 'delivery', quantity))).rejects.toBeInstanceOf(InvalidCartQuantityError);
    }
    expect(cart.findProduct).not.toHaveBeenCalled();
  });

  it('answers 404 for an unknown product and 409 for one not offered that way, writing nothing', async () => {
    await expect(setup(null).handler.execute(new AddCartItemCommand('u1', 'p1', 'delivery', 1))).rejects.toBeInstanceOf(CartProductNotFoundError);

    const { handler, cart } = setup();
    await expect(handler.execute(new AddCartItemCommand('u1', 'p1', 'shipping', 1))).rejects.toMatchObject({
      kind: 'conflict',
      code: 'FULFILLMENT_TYPE_UNAVAILABLE',
      message: 'Juniper Lane Gin is not available for shipping. Add it for delivery instead.',
    });
    const unavailable = setup({ ...gin, available: false });
    await expect(unavailable.handler.execute(new AddCartItemCommand('u1', 'p1', 'delivery', 1))).rejects.toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
    expect(cart.addOrRaise).not.toHaveBeenCalled();
    expect(unavailable.cart.addOrRaise).not.toHaveBeenCalled();
  });

  it('refuses an add that would take the line past 99, saying how many more fit', async () => {
    const { handler, cart } = setup();
    cart.addOrRaise.mockResolvedValue({ kind: 'over-maximum', currentQuantity: 97 });
    await expect(handler.execute(new AddCartItemCommand('u1', 'p1', 'delivery', 5))).rejects.toEqual(
      new InvalidCartQuantityError('A cart line holds at most 99; it has 97, so at most 2 more can be added.'),
    );
  });
});
