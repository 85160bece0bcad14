import { newHandler } from '../../../../../../test/support/fake-ports';
import { ListBrandsQuery } from './list-brands.query';
import { ListBrandsHandler } from './list-brands.handler';

describe('ListBrandsHandler', () => {
  it('turns a filter chip into what a brand must satisfy: a country, not the home country, or a tag', async () => {
    const { handler, ports: [catalog] } = newHandler(ListBrandsHandler);
    catalog.listBrands.mockResolvedValue([]);
    for (const filter of [undefined, 'usa', 'international', 'craft'] as const) await handler.execute(new ListBrandsQuery(filter));
    expect(catalog.listBrands.mock.calls.map(([criterion]) => criterion)).toEqual([
      null,
      { kind: 'country', country: 'US' },
      { kind: 'not-country', country: 'US' },
      { kind: 'tag', tag: 'craft' },
    ]);
  });
});
