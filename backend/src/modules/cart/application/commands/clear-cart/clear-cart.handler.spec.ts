import { newHandler } from '../../../../../../test/support/fake-ports';
import { ClearCartCommand } from './clear-cart.command';
import { ClearCartHandler } from './clear-cart.handler';

describe('ClearCartHandler', () => {
  it('answers how many lines it removed; an empty cart is 0, not an error', async () => {
    const { handler, ports: [cart] } = newHandler(ClearCartHandler);
    cart.clear.mockResolvedValueOnce(3).mockResolvedValueOnce(0);
    expect(await handler.execute(new ClearCartCommand('u1'))).toEqual({ removed: 3 });
    expect(await handler.execute(new ClearCartCommand('u1'))).toEqual({ removed: 0 });
  });
});
