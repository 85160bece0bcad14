import { newHandler } from '../../../../../../test/support/fake-ports';
import type { ProductView } from '../../ports/catalog-read-model.port';
import { ListProductsQuery } from './list-products.query';
import { ListProductsHandler } from './list-products.handler';

const product = { id: 'p1', available: true, deliveryAvailable: false, shippingAvailable: true, markets: [] } as unknown as ProductView;

describe('ListProductsHandler', () => {
  it('turns the search term into a literal contains pattern and its words, and passes the other filters and page through', async () => {
    const { handler, ports: [catalog] } = newHandler(ListProductsHandler);
    catalog.listProducts.mockResolvedValue({ items: [], total: 0 });
    await handler.execute(new ListProductsQuery({ category: 'gin', brandId: 'b1', featured: true, search: '  50%  Proof ', limit: 24, offset: 48 }));
    expect(catalog.listProducts).toHaveBeenCalledWith({ category: 'gin', brandId: 'b1', featured: true, search: { pattern: '%50\\% proof%', text: '50% proof', words: ['50', 'proof'] }, limit: 24, offset: 48 });
  });

  it('annotates every product with its availability in the given state, and with none without one', async () => {
    const { handler, ports: [catalog] } = newHandler(ListProductsHandler);
    catalog.listProducts.mockResolvedValue({ items: [product], total: 31 });
    const inTexas = await handler.execute(new ListProductsQuery({ state: 'tx', limit: 1, offset: 0 }));
    expect(inTexas.total).toBe(31);
    expect(inTexas.items[0].availability).toMatchObject({ state: 'TX', availableInState: true, deliveryInState: false, shippingInState: true });
    const anywhere = await handler.execute(new ListProductsQuery({ limit: 1, offset: 0 }));
    expect(anywhere.items[0].availability).toBeNull();
    expect(catalog.listProducts).toHaveBeenLastCalledWith(expect.objectContaining({ search: undefined }));
  });
});
