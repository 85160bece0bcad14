import { newHandler } from '../../../../../../test/support/fake-ports';
import { ProductNotFoundError } from '../../../domain/catalog.errors';
import { MAX_RECOMMENDATIONS } from '../../../domain/product-listing';
import type { ProductView } from '../../ports/catalog-read-model.port';
import { ListProductRecommendationsQuery } from './list-product-recommendations.query';
import { ListProductRecommendationsHandler } from './list-product-recommendations.handler';

describe('ListProductRecommendationsHandler', () => {
  it('asks for at most 8 related products and annotates them for the given state', async () => {
    const { handler, ports: [catalog] } = newHandler(ListProductRecommendationsHandler);
    catalog.listRecommendations.mockResolvedValue([{ id: 'p2', available: true, deliveryAvailable: true, shippingAvailable: true, markets: [] } as unknown as ProductView]);
    const [related] = await handler.execute(new ListProductRecommendationsQuery('p1', 'ny'));
    expect(catalog.listRecommendations).toHaveBeenCalledWith('p1', MAX_RECOMMENDATIONS);
    expect(related.availability).toMatchObject({ state: 'NY', availableInState: true });
  });

  it('answers 404 when the product itself does not exist (and [] when it has no relatives)', async () => {
    const { handler, ports: [catalog] } = newHandler(ListProductRecommendationsHandler);
    catalog.listRecommendations.mockResolvedValueOnce(null).mockResolvedValueOnce([]);
    await expect(handler.execute(new ListProductRecommendationsQuery('p1'))).rejects.toBeInstanceOf(ProductNotFoundError);
    expect(await handler.execute(new ListProductRecommendationsQuery('p1'))).toEqual([]);
  });
});
