import { newHandler } from '../../../../../../test/support/fake-ports';
import { FindCreatorByReferenceQuery } from '../../../../curation';
import { RecordClickCommand } from './record-click.command';
import { RecordClickHandler } from './record-click.handler';

const click = (overrides: Partial<{ productId: string | null; shopperId: string | null }> = {}) =>
  new RecordClickCommand('mayapours', 'productId' in overrides ? overrides.productId! : 'p1', { utm_campaign: 'spring' }, overrides.shopperId ?? null, '203.0.113.7', 'test-agent');

function setup() {
  const { handler, ports: [store, queryBus] } = newHandler(RecordClickHandler);
  queryBus.execute.mockResolvedValue('c1');
  store.productExists.mockResolvedValue(true);
  store.creatorOwner.mockResolvedValue('owner-1');
  store.recordClick.mockResolvedValue(true);
  return { handler, store, queryBus };
}

describe('RecordClickHandler', () => {
  it('logs the click for the creator the utm_source names and answers that creator', async () => {
    const { handler, store, queryBus } = setup();
    expect(await handler.execute(click({ shopperId: 'shopper-1' }))).toEqual({ creatorId: 'c1', referrerUserId: 'owner-1', recorded: true });
    expect(queryBus.execute).toHaveBeenCalledWith(new FindCreatorByReferenceQuery('mayapours'));
    expect(store.recordClick).toHaveBeenCalledWith(
      {
        creatorId: 'c1',
        referrerUserId: 'owner-1',
        productId: 'p1',
        shopperId: 'shopper-1',
        utmParams: { utm_campaign: 'spring' },
        ipAddress: '203.0.113.7',
        userAgent: 'test-agent',
      },
      30 * 60,
    );
  });

  it('answers recorded false when the store already holds the same visitor\'s click in the window', async () => {
    const { handler, store } = setup();
    store.recordClick.mockResolvedValue(false);
    expect(await handler.execute(click())).toEqual({ creatorId: 'c1', referrerUserId: 'owner-1', recorded: false });
  });

  it('logs a signed-out click too (it credits nothing later), and a landing without a product', async () => {
    const { handler, store } = setup();
    await handler.execute(click({ productId: null }));
    expect(store.productExists).not.toHaveBeenCalled();
    expect(store.recordClick).toHaveBeenCalledWith(expect.objectContaining({ shopperId: null, productId: null }), 30 * 60);
  });

  it('credits a user named by username who has no creator page (their public profile link)', async () => {
    const { handler, store, queryBus } = setup();
    queryBus.execute.mockImplementation(async (query: unknown) => (query instanceof FindCreatorByReferenceQuery ? null : 'user-9'));
    expect(await handler.execute(click({ shopperId: 'shopper-1' }))).toEqual({ creatorId: null, referrerUserId: 'user-9', recorded: true });
    expect(store.recordClick).toHaveBeenCalledWith(expect.objectContaining({ creatorId: null, referrerUserId: 'user-9' }), 30 * 60);
  });

  it('answers a utm_source that names no creator and no user without an error, logging nothing', async () => {
    const { handler, store, queryBus } = setup();
    queryBus.execute.mockResolvedValue(null);
    expect(await handler.execute(click())).toEqual({ creatorId: null, referrerUserId: null, recorded: false });
    expect(store.recordClick).not.toHaveBeenCalled();
  });

  it('answers 404 for a product that does not exist, logging nothing', async () => {
    const { handler, store } = setup();
    store.productExists.mockResolvedValue(false);
    await expect(handler.execute(click())).rejects.toMatchObject({ kind: 'not_found', message: 'Product not found.' });
    expect(store.recordClick).not.toHaveBeenCalled();
  });
});
