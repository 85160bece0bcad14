import { newHandler } from '../../../../test/support/fake-ports';
import { ReferringCreatorNotFoundError } from '../domain/attribution';
import { CreatorAttributionPolicy } from './creator-attribution.policy';

const NOW = new Date('2026-03-31T12:00:00Z');
const tx = {} as never;
const creator = (id: string, ownerUserId: string | null = 'owner-1') => ({ id, ownerUserId, ownerTier: 'level1_curator' as const });

function setup() {
  const { handler: policy, ports } = newHandler(CreatorAttributionPolicy, { 2: { now: () => NOW } });
  const [store, ledger, , audit] = ports;
  ledger.insertEntries.mockImplementation(async (_tx, entries) => ({
    inserted: entries.length,
    amountCents: entries.reduce((sum, entry) => sum + entry.amountCents, 0),
    gmvCents: entries.reduce((sum, entry) => sum + entry.gmvCents, 0),
  }));
  return { policy, store, ledger, audit };
}

const line = (orderItemId: string, productId: string, unitPriceCents: number, quantity = 1) => ({ orderItemId, productId, productName: `Bottle ${productId}`, quantity, unitPriceCents });

describe('CreatorAttributionPolicy', () => {
  describe('resolveReferrer', () => {
    it('credits the creator named at checkout over any click', async () => {
      const { policy, store } = setup();
      store.findCreator.mockResolvedValue(creator('named'));
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: 'named' })).toEqual({ creatorId: 'named', referrerUserId: 'owner-1', clickId: null, rule: 'named_at_checkout' });
      expect(store.latestClick).not.toHaveBeenCalled();
    });

    it("otherwise credits the shopper's latest click within the last 30 days", async () => {
      const { policy, store } = setup();
      store.latestClick.mockResolvedValue({ clickId: 'k1', creatorId: 'clicked', referrerUserId: 'owner-1' });
      store.findCreator.mockResolvedValue(creator('clicked'));
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: null })).toEqual({ creatorId: 'clicked', referrerUserId: 'owner-1', clickId: 'k1', rule: 'last_click' });
      expect(store.latestClick).toHaveBeenCalledWith(tx, 'shopper-1', new Date('2026-03-01T12:00:00Z'));
    });

    it('credits a user named by username without a creator page', async () => {
      const { policy, store } = setup();
      store.latestClick.mockResolvedValue({ clickId: 'k2', creatorId: null, referrerUserId: 'user-7' });
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: null })).toEqual({ creatorId: null, referrerUserId: 'user-7', clickId: 'k2', rule: 'last_click' });
    });

    it('credits nobody without a click, and nobody buying through their own link (page or profile)', async () => {
      const { policy, store } = setup();
      store.latestClick.mockResolvedValue(null);
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: null })).toBeNull();
      store.findCreator.mockResolvedValue(creator('own', 'shopper-1'));
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: 'own' })).toBeNull();
      store.latestClick.mockResolvedValue({ clickId: 'k3', creatorId: null, referrerUserId: 'shopper-1' });
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: null })).toBeNull();
    });

    it('refuses a named creator that does not exist (404), but forgets a clicked one that was deleted since', async () => {
      const { policy, store } = setup();
      store.findCreator.mockResolvedValue(null);
      await expect(policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: 'gone' })).rejects.toBeInstanceOf(ReferringCreatorNotFoundError);
      store.latestClick.mockResolvedValue({ clickId: 'k4', creatorId: 'gone', referrerUserId: 'owner-1' });
      expect(await policy.resolveReferrer(tx, { shopperId: 'shopper-1', explicitCreatorId: null })).toBeNull();
    });
  });

  describe('recordAttribution', () => {
    const referral = { creatorId: 'c1', referrerUserId: 'owner-1', clickId: null, rule: 'named_at_checkout' as const };

    it('writes one pending entry per order line at the tier in force, held 14 days, and the orders’ attribution', async () => {
      const { policy, ledger } = setup();
      ledger.lockAccount.mockResolvedValue({ userId: 'owner-1', tier: 'level1_curator', commissionRate: 5, totalSalesCents: 0, tierSetByAdmin: false });
      const recorded = await policy.recordAttribution(tx, {
        referral,
        shopperId: 'shopper-1',
        gifts: new Map([['o2', { giftOfferId: 'g1', campaignId: 'camp-1' }]]),
        orders: [
          { orderId: 'o1', subtotalCents: 10000, productIds: ['p1'], lines: [line('i1', 'p1', 5000, 2)] },
          { orderId: 'o2', subtotalCents: 3000, productIds: ['p2', 'p3'], lines: [line('i2', 'p2', 1000), line('i3', 'p3', 2000)] },
        ],
      });
      const entries = ledger.insertEntries.mock.calls[0][1];
      expect(entries.map((entry: { orderItemId: string; gmvCents: number; amountCents: number; ratePercent: number; status: string }) => [entry.orderItemId, entry.gmvCents, entry.amountCents, entry.ratePercent, entry.status])).toEqual([
        ['i1', 10000, 500, 5, 'pending'],
        ['i2', 1000, 50, 5, 'pending'],
        ['i3', 2000, 100, 5, 'pending'],
      ]);
      // The hold starts at the handoff, not at payment: no payable date yet.
      expect(entries[0].payableAt).toBeNull();
      expect(ledger.recordOrderAttributions).toHaveBeenCalledWith(tx, [
        expect.objectContaining({ orderId: 'o1', productId: 'p1', gmvCents: 10000, commissionCents: 500 }),
        expect.objectContaining({ orderId: 'o2', productId: null, gmvCents: 3000, commissionCents: 150, attributionType: 'gift', campaignId: 'camp-1', giftOfferId: 'g1' }),
      ]);
      expect(ledger.addSales).toHaveBeenCalledWith(tx, 'owner-1', 13000);
      expect(ledger.setTier).not.toHaveBeenCalled();
      expect(recorded).toEqual({ recorded: true, creatorEarningsDeltaCents: 650 });
    });

    it('pays the crossing sale at the old rate, then promotes with an audit row', async () => {
      const { policy, ledger, audit } = setup();
      ledger.lockAccount.mockResolvedValue({ userId: 'owner-1', tier: 'user', commissionRate: 0, totalSalesCents: 95_000, tierSetByAdmin: false });
      await policy.recordAttribution(tx, { referral, shopperId: 's', gifts: new Map(), orders: [{ orderId: 'o1', subtotalCents: 10_000, productIds: ['p1'], lines: [line('i1', 'p1', 10_000)] }] });
      expect(ledger.insertEntries.mock.calls[0][1][0]).toMatchObject({ ratePercent: 0, amountCents: 0, tier: 'user' });
      expect(ledger.setTier).toHaveBeenCalledWith(tx, 'owner-1', 'level1_curator', 5);
      expect(audit.record).toHaveBeenCalledWith(tx, expect.objectContaining({ action: 'user.tier_changed', entityId: 'owner-1', details: expect.objectContaining({ before: { curatorStatus: 'user', commissionRate: 0 }, after: { curatorStatus: 'level1_curator', commissionRate: 5 } }) }));
    });

    it('writes nothing more for a replay whose lines are all in the ledger', async () => {
      const { policy, ledger } = setup();
      ledger.lockAccount.mockResolvedValue({ userId: 'owner-1', tier: 'user', commissionRate: 0, totalSalesCents: 0, tierSetByAdmin: false });
      ledger.insertEntries.mockResolvedValue({ inserted: 0, amountCents: 0, gmvCents: 0 });
      const recorded = await policy.recordAttribution(tx, { referral, shopperId: 's', gifts: new Map(), orders: [{ orderId: 'o1', subtotalCents: 500_000, productIds: ['p1'], lines: [line('i1', 'p1', 500_000)] }] });
      expect(recorded).toEqual({ recorded: false, creatorEarningsDeltaCents: 0 });
      expect(ledger.recordOrderAttributions).not.toHaveBeenCalled();
      expect(ledger.addSales).not.toHaveBeenCalled();
      expect(ledger.setTier).not.toHaveBeenCalled();
    });
  });
});
