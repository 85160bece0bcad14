import { newHandler } from '../../../../../../test/support/fake-ports';
import { ProductNotFoundError } from '../../../domain/catalog.errors';
import type { ProductView } from '../../ports/catalog-read-model.port';
import { GetProductQuery } from './get-product.query';
import { GetProductHandler } from './get-product.handler';

const product = { id: 'p1', name: 'Gin', available: true, deliveryAvailable: true, shippingAvailable: true, markets: ['NY'] } as ProductView;

describe('GetProductHandler', () => {
  it('answers the product without availability when no address was given', async () => {
    const { handler, ports: [catalog] } = newHandler(GetProductHandler);
    catalog.findProduct.mockResolvedValue(product);
    expect(await handler.execute(new GetProductQuery('p1'))).toEqual({ ...product, availability: null });
  });

  it("annotates what the shopper's state allows, whatever the case of the state code", async () => {
    const { handler, ports: [catalog] } = newHandler(GetProductHandler);
    catalog.findProduct.mockResolvedValue(product);
    const { availability } = await handler.execute(new GetProductQuery('p1', 'ca'));
    expect(availability).toMatchObject({ state: 'CA', availableInState: true, deliveryInState: true, shippingInState: false, restricted: false });
    const utah = await handler.execute(new GetProductQuery('p1', 'UT'));
    expect(utah.availability).toMatchObject({ availableInState: false, restricted: true, reason: 'Alcohol cannot be sold to UT' });
  });

  it('answers 404 naming the id for an unknown product', async () => {
    const { handler, ports: [catalog] } = newHandler(GetProductHandler);
    catalog.findProduct.mockResolvedValue(null);
    await expect(handler.execute(new GetProductQuery('p1'))).rejects.toEqual(new ProductNotFoundError('p1'));
  });
});
