import { newHandler } from '../../../../../../test/support/fake-ports';
import { POPULAR_WINDOW_DAYS } from '../../../domain/feed';
import { GetFeedQuery } from './get-feed.query';
import { GetFeedHandler } from './get-feed.handler';

describe('GetFeedHandler', () => {
  it('answers an empty For You tab to a signed-out visitor without reading', async () => {
    const { handler, ports: [curation] } = newHandler(GetFeedHandler);
    expect(await handler.execute(new GetFeedQuery('for-you', 20, undefined, null))).toEqual([]);
    expect(curation.feed).not.toHaveBeenCalled();
  });

  it("reads For You for the signed-in shopper, and the other tabs for anyone, over the popular window", async () => {
    const { handler, ports: [curation] } = newHandler(GetFeedHandler);
    curation.feed.mockResolvedValue([]);
    await handler.execute(new GetFeedQuery('for-you', 20, undefined, 'shopper-1'));
    await handler.execute(new GetFeedQuery('popular', 5, 'c1', null));
    expect(curation.feed.mock.calls).toEqual([
      [{ tab: 'for-you', limit: 20, creatorId: undefined, shopperId: 'shopper-1', popularWindowDays: POPULAR_WINDOW_DAYS }],
      [{ tab: 'popular', limit: 5, creatorId: 'c1', shopperId: undefined, popularWindowDays: POPULAR_WINDOW_DAYS }],
    ]);
  });
});
