import { newHandler } from '../../../../../../test/support/fake-ports';
import { ListProductRowsQuery } from '../../../../catalog';
import { ListAdminProductsQuery } from './list-admin-products.query';
import { ListAdminProductsHandler } from './list-admin-products.handler';

describe('ListAdminProductsHandler', () => {
  it('reads page n (counted from 1) as the rows after n - 1 full pages, and says which page it answered', async () => {
    const { handler, ports: [queryBus] } = newHandler(ListAdminProductsHandler);
    queryBus.execute.mockResolvedValue({ items: [], total: 120 });
    expect(await handler.execute(new ListAdminProductsQuery(3, 50))).toEqual({ items: [], total: 120, page: 3, pageSize: 50 });
    expect(queryBus.execute).toHaveBeenCalledWith(new ListProductRowsQuery(100, 50));
    await handler.execute(new ListAdminProductsQuery(1, 25));
    expect(queryBus.execute).toHaveBeenLastCalledWith(new ListProductRowsQuery(0, 25));
  });
});
