import { newHandler } from '../../../../../../test/support/fake-ports';
import { BrandNotFoundError } from '../../../domain/catalog.errors';
import { BRAND_CARD_THUMBNAILS } from '../../../domain/product-listing';
import type { BrandView } from '../../ports/catalog-read-model.port';
import { GetBrandQuery } from './get-brand.query';
import { GetBrandHandler } from './get-brand.handler';

describe('GetBrandHandler', () => {
  it("answers the brand with its card's 3 thumbnails, or 404 naming the id", async () => {
    const { handler, ports: [catalog] } = newHandler(GetBrandHandler);
    const brand = { id: 'b1', name: 'Ember & Oak' } as BrandView;
    catalog.findBrand.mockResolvedValueOnce(brand).mockResolvedValueOnce(null);
    expect(await handler.execute(new GetBrandQuery('b1'))).toBe(brand);
    expect(catalog.findBrand).toHaveBeenCalledWith('b1', BRAND_CARD_THUMBNAILS);
    await expect(handler.execute(new GetBrandQuery('b2'))).rejects.toEqual(new BrandNotFoundError('b2'));
  });
});
