import { newHandler } from '../../../../test/support/fake-ports';
import { ReferringCreatorNotFoundError } from '../domain/attribution';
import { CreatorAttributionPolicy } from './creator-attribution.policy';

const NOW = new Date('2026-03-31T12:00:00Z');
const tx = {} as never;
const creator = (id: string, ownerUserId: string | null = 'owner-1') => ({ id, ownerUserId, ownerTier: 'level1_curator' as const });

describe('CreatorAttributionPolicy', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  describe('resolveReferrer', () => {
    it('credits the creator named at checkout over any click', async () => {
      const { handler: policy, ports: [store] } = newHandler(CreatorAttributionPolicy);
      store.findCreator.mockResolvedValue(creator('named'));
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: 'named' })).toBe('named');
      expect(store.latestClickedCreator).not.toHaveBeenCalled();
    });

    it("otherwise credits the shopper's latest click within the last 30 days", async () => {
      const { handler: policy, ports: [store] } = newHandler(CreatorAttributionPolicy);
      store.latestClickedCreator.mockResolvedValue('clicked');
      store.findCreator.mockResolvedValue(creator('clicked'));
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: null })).toBe('clicked');
      expect(store.latestClickedCreator).toHaveBeenCalledWith(tx, 'shopper-1', new Date('2026-03-01T12:00:00Z'));
    });

    it('credits nobody without a click, and nobody for a creator buying through their own link', async () => {
      const { handler: policy, ports: [store] } = newHandler(CreatorAttributionPolicy);
      store.latestClickedCreator.mockResolvedValue(null);
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: null })).toBeNull();
      store.findCreator.mockResolvedValue(creator('own', 'shopper-1'));
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: 'own' })).toBeNull();
    });

    it('refuses a named creator that does not exist (404), but forgets a clicked one that was deleted since', async () => {
      const { handler: policy, ports: [store] } = newHandler(CreatorAttributionPolicy);
      store.findCreator.mockResolvedValue(null);
      await expect(policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: 'gone' })).rejects.toBeInstanceOf(ReferringCreatorNotFoundError);
      store.latestClickedCreator.mockResolvedValue('gone');
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: null })).toBeNull();
    });
  });

  describe('recordAttribution', () => {
    it("records each order's GMV and the owner's commission, naming the product only for a one-product order", async () => {
      const { handler: policy, ports: [store] } = newHandler(CreatorAttributionPolicy);
      store.findCreator.mockResolvedValue(creator('c1'));
      await policy.recordAttribution(tx, {
        creatorId: 'c1',
        shopperId: 'shopper-1',
        orders: [
          { orderId: 'o1', subtotalCents: 10000, productIds: ['p1', 'p1'] },
          { orderId: 'o2', subtotalCents: 3000, productIds: ['p2', 'p3'] },
        ],
      });
      expect(store.recordOrderAttributions).toHaveBeenCalledWith(tx, creator('c1'), [
        { orderId: 'o1', productId: 'p1', gmvCents: 10000, commissionCents: 500 },
        { orderId: 'o2', productId: null, gmvCents: 3000, commissionCents: 150 },
      ]);
    });
  });
});
