import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RouteImagePreloads } from './route-image-preloads';

/** A stand-in API over real HTTP: answers the feed after `delayMs()`, and counts the requests. */
async function startApi(delayMs: number | (() => number)): Promise<{ origin: string; requests: () => number; server: Server }> {
  let requests = 0;
  const delay = typeof delayMs === 'number' ? () => delayMs : delayMs;
  const server = createServer((_request, response) => {
    requests++;
    server.emit('counted');
    setTimeout(() => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify([{ product: { image: '/images/a.svg' } }, { product: { image: '/images/b.svg' } }]));
    }, delay());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests, server };
}

const FEED = [{ from: '/api/feed', pick: '[].product.image', count: 2 }];

describe('RouteImagePreloads', () => {
  let api: Awaited<ReturnType<typeof startApi>>;
  afterEach(() => new Promise<void>((resolve) => api.server.close(() => resolve())));

  it("names the images of a page's API answer and reuses the answer for the next pages", async () => {
    api = await startApi(0);
    const preloads = new RouteImagePreloads();
    expect(await preloads.imagesFor(FEED, api.origin)).toEqual(['/images/a.svg', '/images/b.svg']);
    expect(await preloads.imagesFor(FEED, api.origin)).toEqual(['/images/a.svg', '/images/b.svg']);
    expect(api.requests()).toBe(1);
  });

  it('sends a page without them when the answer is slower than its wait, and the late answer serves the next pages', async () => {
    api = await startApi(600);
    const preloads = new RouteImagePreloads();
    expect(await preloads.imagesFor(FEED, api.origin)).toEqual([]);
    // The same answer, once it has arrived, names the images: no second request to the API.
    let names: string[] = [];
    for (let attempt = 0; attempt < 100 && names.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      names = await preloads.imagesFor(FEED, api.origin);
    }
    expect(names).toEqual(['/images/a.svg', '/images/b.svg']);
    expect(api.requests()).toBe(1);
  });

  it('keeps naming the known images while expired names are asked for again, however slow the answer', async () => {
    let slow = false;
    api = await startApi(() => (slow ? 600 : 0));
    let now = 0;
    const preloads = new RouteImagePreloads(() => now);
    expect(await preloads.imagesFor(FEED, api.origin)).toEqual(['/images/a.svg', '/images/b.svg']);
    slow = true;
    now += 60_000;
    // Expired: the API is asked again (slower than the page's wait), and the page still names the images.
    const askedAgain = new Promise((resolve) => api.server.once('counted', resolve));
    expect(await preloads.imagesFor(FEED, api.origin)).toEqual(['/images/a.svg', '/images/b.svg']);
    await askedAgain;
    expect(await preloads.imagesFor(FEED, api.origin)).toEqual(['/images/a.svg', '/images/b.svg']);
    expect(api.requests()).toBe(2);
  });
});
