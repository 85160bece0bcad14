import { createServer, Server } from 'node:http';
import { Pool } from 'pg';
import { productSearch, DEFAULT_PRODUCT_PAGE_SIZE } from '../../src/modules/catalog/domain/product-listing';
import { toProductDto } from '../../src/modules/catalog/adapters/http/dto/product.dto';
import { ProductRow, toProductView } from '../../src/modules/catalog/application/queries/catalog-rows';
import { ListingStatement, ProductCountCache, readProductPage } from '../../src/modules/catalog/application/queries/list-products/product-listing.sql';
import { preparedStatementName } from '../../src/shared/infrastructure/database/prepared-statement-name';

/**
 * The benchmark's yardstick: node:http and a pg pool the size of the app's, running the app's own
 * listing SQL the way the app runs it (prepared where the statement allows, see ListingStatement) and
 * mapping rows to the same JSON. It has no response cache: it reads every page from PostgreSQL.
 */
export async function startBaselineServer(databaseUrl: string, poolMax: number): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new Pool({ connectionString: databaseUrl, max: poolMax });
  const counts = new ProductCountCache();
  const run = async <T>(statement: ListingStatement): Promise<T[]> => {
    const name = statement.reusablePlan ? preparedStatementName(statement.text) : undefined;
    return (await pool.query({ name, text: statement.text, values: statement.values })).rows as T[];
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://baseline');
    if (url.pathname !== '/api/products') {
      response.writeHead(404).end();
      return;
    }
    const search = url.searchParams.get('search');
    const criteria = {
      category: url.searchParams.get('category') ?? undefined,
      search: search === null ? undefined : productSearch(search),
      limit: Number(url.searchParams.get('limit') ?? DEFAULT_PRODUCT_PAGE_SIZE),
      offset: Number(url.searchParams.get('offset') ?? 0),
    };
    (async () => {
      const { rows, total } = await readProductPage<ProductRow>(criteria, counts, { page: run, count: run, words: run });
      const body = JSON.stringify(rows.map((row) => toProductDto({ ...toProductView(row), availability: null })));
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-total-count': String(total) });
      response.end(body);
    })().catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ statusCode: 500, message: error.message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
