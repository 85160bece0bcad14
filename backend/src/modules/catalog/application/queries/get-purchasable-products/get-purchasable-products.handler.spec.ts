import { newHandler } from '../../../../../../test/support/fake-ports';
import { GetPurchasableProductsQuery } from './get-purchasable-products.query';
import { GetPurchasableProductsHandler } from './get-purchasable-products.handler';

const ID = '00000000-0000-4000-8000-000000000001';

describe('GetPurchasableProductsHandler', () => {
  it('reads each well-formed id once and drops ids that cannot name a product', async () => {
    const { handler, ports: [catalog] } = newHandler(GetPurchasableProductsHandler);
    catalog.findPurchasableProducts.mockResolvedValue([]);
    await handler.execute(new GetPurchasableProductsQuery([ID, 'not-an-id', ID]));
    expect(catalog.findPurchasableProducts).toHaveBeenCalledWith([ID]);
  });

  it('answers [] without a query when no id is well-formed', async () => {
    const { handler, ports: [catalog] } = newHandler(GetPurchasableProductsHandler);
    expect(await handler.execute(new GetPurchasableProductsQuery(['mayapours']))).toEqual([]);
    expect(catalog.findPurchasableProducts).not.toHaveBeenCalled();
  });
});
