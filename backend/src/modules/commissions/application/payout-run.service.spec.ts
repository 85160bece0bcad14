import type { Clock } from '../../../shared/application/clock.port';
import type { EarningsSettings } from './ports/earnings-settings.port';
import type { OpenPayout, PayoutOutcome, PayoutProvider, PayoutStore } from './ports/payouts.port';
import { PAYOUT_BATCH_SIZE, PayoutRunService } from './payout-run.service';

const userId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const BANKING = { accountHolderName: 'A', bankName: 'B', routingNumber: '110000000', accountNumber: '000123456789', accountType: 'checking' as const };

/** An in-memory store: payable balances by user, payouts by id, recording what each step was asked. */
function fakeStore(balances: { userId: string; cents: number; banking: boolean }[], leftovers: OpenPayout[] = []) {
  const payouts = new Map<string, OpenPayout & { status: string }>(leftovers.map((payout) => [payout.payoutId, { ...payout, status: 'processing' }]));
  const calls = { pages: [] as (string | null)[], opened: [] as string[][], finished: [] as { payoutId: string; outcome: PayoutOutcome }[][], skips: [] as number[] };
  const sorted = [...balances].sort((a, b) => a.userId.localeCompare(b.userId));
  const store: PayoutStore = {
    releaseMatured: async () => 0,
    payableBalances: async (after, limit) => {
      calls.pages.push(after);
      return sorted.filter((balance) => after === null || balance.userId > after).slice(0, limit).map((balance) => ({ userId: balance.userId, payableCents: balance.cents, hasBankingDetails: balance.banking, hasVerifiedEmail: true }));
    },
    recordSkips: async (skipped) => void calls.skips.push(skipped.length),
    openPayouts: async (userIds) => {
      calls.opened.push([...userIds]);
      return userIds.map((id) => {
        const payoutId = `payout-${id}`;
        payouts.set(payoutId, { payoutId, userId: id, amountCents: sorted.find((balance) => balance.userId === id)!.cents, entryCount: 1, banking: BANKING, status: 'processing' });
        return payoutId;
      });
    },
    processingPayouts: async ({ payoutIds, afterPayoutId, limit }) =>
      [...payouts.values()]
        .filter((payout) => payout.status === 'processing' && (payoutIds ? payoutIds.includes(payout.payoutId) : !afterPayoutId || payout.payoutId > afterPayoutId))
        .sort((a, b) => a.payoutId.localeCompare(b.payoutId))
        .slice(0, limit),
    finishPayouts: async (finished) => {
      calls.finished.push([...finished]);
      const stillProcessing = finished.filter(({ payoutId }) => payouts.get(payoutId)!.status === 'processing');
      for (const { payoutId, outcome } of stillProcessing) payouts.get(payoutId)!.status = outcome.outcome;
      return stillProcessing;
    },
  };
  return { store, calls, payouts };
}

function service(store: PayoutStore, provider: PayoutProvider) {
  const clock: Clock = { now: () => new Date('2026-12-04T09:00:00Z') };
  const settings = { payoutMinimumCents: 2_500, payeeNeedsSecondFactor: (_role: string): boolean => false } as EarningsSettings;
  return new PayoutRunService(store, provider, clock, settings);
}

describe('PayoutRunService', () => {
  it('reports exact counts when two runs overlap on the same processing payouts', async () => {
    const leftovers: OpenPayout[] = Array.from({ length: 40 }, (_, index) => ({ payoutId: `left-${String(index).padStart(2, '0')}`, userId: userId(index + 1), amountCents: 4_000, entryCount: 1, banking: BANKING }));
    const { store } = fakeStore([], leftovers);
    // Both runs send the same payouts before either finishes them (the provider's idempotency key makes that harmless).
    const send = jest.fn(async (): Promise<PayoutOutcome> => {
      await new Promise((resolve) => setImmediate(resolve));
      return { outcome: 'paid', reference: 'ref' };
    });

    const [first, second] = await Promise.all([service(store, { send }).run(), service(store, { send }).run()]);

    expect(first.paid + second.paid).toBe(40);
    expect(first.failed + second.failed).toBe(0);
  });

  it('pages through users a batch at a time, opening and finishing each batch with one provider call per payout', async () => {
    const users = Array.from({ length: PAYOUT_BATCH_SIZE * 2 + 3 }, (_, index) => ({ userId: userId(index + 1), cents: 3_000, banking: true }));
    users.push({ userId: userId(9_001), cents: 1_000, banking: true }, { userId: userId(9_002), cents: 9_000, banking: false });
    const { store, calls } = fakeStore(users);
    const send = jest.fn(async ({ payoutId }: { payoutId: string }): Promise<PayoutOutcome> => ({ outcome: 'paid', reference: `ref-${payoutId}` }));

    const result = await service(store, { send }).run();

    expect(result).toEqual({ period: '2026-12-04', released: 0, paid: PAYOUT_BATCH_SIZE * 2 + 3, failed: 0, skippedWithoutBanking: 1, belowMinimum: 1 });
    expect(calls.opened.map((batch) => batch.length)).toEqual([PAYOUT_BATCH_SIZE, PAYOUT_BATCH_SIZE, 3]);
    expect(calls.finished.map((batch) => batch.length)).toEqual([PAYOUT_BATCH_SIZE, PAYOUT_BATCH_SIZE, 3]);
    expect(calls.pages).toEqual([null, userId(PAYOUT_BATCH_SIZE), userId(PAYOUT_BATCH_SIZE * 2), userId(9_002)]);
    expect(send).toHaveBeenCalledTimes(PAYOUT_BATCH_SIZE * 2 + 3);
    expect(new Set(send.mock.calls.map(([request]) => request.payoutId)).size).toBe(PAYOUT_BATCH_SIZE * 2 + 3);
  });

  it("finishes the payouts a crashed run left processing, and counts the provider's refusals as failed", async () => {
    const leftovers: OpenPayout[] = [1, 2, 3].map((n) => ({ payoutId: `left-${n}`, userId: userId(n), amountCents: 4_000, entryCount: 2, banking: n === 3 ? null : BANKING }));
    const { store, payouts } = fakeStore([], leftovers);
    const send = jest.fn(async ({ payoutId }: { payoutId: string }): Promise<PayoutOutcome> => (payoutId === 'left-2' ? { outcome: 'failed', reason: 'Rejected' } : { outcome: 'paid', reference: 'ref' }));

    const result = await service(store, { send }).run();

    expect(result).toMatchObject({ paid: 1, failed: 2 });
    expect(send).toHaveBeenCalledTimes(2); // none without banking details
    expect([...payouts.values()].map((payout) => payout.status)).toEqual(['paid', 'failed', 'failed']);
  });

  it('stops between steps when the worker is stopping, leaving the rest to the next run', async () => {
    const { store, calls } = fakeStore([{ userId: userId(1), cents: 3_000, banking: true }]);
    await expect(service(store, { send: jest.fn() }).run(undefined, () => true)).rejects.toThrow(/interrupted/);
    expect(calls.opened).toEqual([]);
  });
});
