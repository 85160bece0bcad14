import { Inject, Injectable, Logger } from '@nestjs/common';
import { payoutPeriod, planPayouts } from '../domain/payout-plan';
import type { RunPayoutsResult } from './commissions-jobs';
import { CLOCK, Clock } from '../../../shared/application/clock.port';
import { EARNINGS_SETTINGS, EarningsSettings } from './ports/earnings-settings.port';
import { OpenPayout, PAYOUT_PROVIDER, PAYOUT_STORE, PayoutOutcome, PayoutProvider, PayoutStore } from './ports/payouts.port';

/** Users (and payouts) handled per step: each step is one transaction over this many. */
export const PAYOUT_BATCH_SIZE = 200;
/** Provider calls in flight at once within a batch (each payout is still its own call, keyed by its id). */
const PROVIDER_CONCURRENCY = 8;

/**
 * One payout run: release matured entries (pending → payable), then page through the users with a payable
 * balance PAYOUT_BATCH_SIZE at a time: decide who is paid, open ONE payout per paid user for the period
 * (unique key user + period) moving their entries in one set-based transaction, send each payout through
 * the provider (the payout id is its idempotency key) and finish the batch in one transaction (paid, or
 * failed → entries payable again). Last, payouts a crashed run left processing are sent and finished the
 * same way, so running again pays nobody twice. Memory is bounded by the batch, not the number of users.
 */
@Injectable()
export class PayoutRunService {
  private readonly logger = new Logger(PayoutRunService.name);

  constructor(
    @Inject(PAYOUT_STORE) private readonly store: PayoutStore,
    @Inject(PAYOUT_PROVIDER) private readonly provider: PayoutProvider,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EARNINGS_SETTINGS) private readonly settings: EarningsSettings,
  ) {}

  async run(runAt: Date = this.clock.now(), shouldStop: () => boolean = () => false): Promise<RunPayoutsResult> {
    const period = payoutPeriod(runAt);
    const stopIfAsked = () => {
      if (shouldStop()) throw new Error('Payout run interrupted: the worker is stopping; the next run resumes it');
    };
    const started = Date.now();
    const released = await this.store.releaseMatured(runAt);
    const releasedAt = Date.now();
    const result = { period, released, paid: 0, failed: 0, skippedWithoutBanking: 0, belowMinimum: 0 };
    for (let after: string | null = null; ; ) {
      stopIfAsked();
      const balances = await this.store.payableBalances(after, PAYOUT_BATCH_SIZE);
      if (balances.length === 0) break;
      after = balances[balances.length - 1].userId;
      const plan = planPayouts(balances, this.settings.payoutMinimumCents, runAt, (role) => this.settings.payeeNeedsSecondFactor(role));
      result.skippedWithoutBanking += plan.skipped.filter((skip) => skip.reason === 'no_banking_details').length;
      result.belowMinimum += plan.skipped.filter((skip) => skip.reason === 'below_minimum').length;
      await this.store.recordSkips(plan.skipped, plan.pay.map((payout) => payout.userId), runAt);
      if (plan.pay.length === 0) continue;
      const opened = await this.store.openPayouts(plan.pay.map((payout) => payout.userId), period);
      if (opened.length === 0) continue;
      await this.sendAndFinish(await this.store.processingPayouts({ payoutIds: opened, limit: opened.length }), result, stopIfAsked);
    }
    const paidAt = Date.now();
    // Payouts an earlier (crashed) run opened but did not finish.
    for (let after: string | null = null; ; ) {
      stopIfAsked();
      const open = await this.store.processingPayouts({ afterPayoutId: after, limit: PAYOUT_BATCH_SIZE });
      if (open.length === 0) break;
      after = open[open.length - 1].payoutId;
      await this.sendAndFinish(open, result, stopIfAsked);
    }
    const timings = { releaseMs: releasedAt - started, batchesMs: paidAt - releasedAt, leftoversMs: Date.now() - paidAt };
    this.logger.log(`Payout run ${period}: ${JSON.stringify(result)} in ${JSON.stringify(timings)}`);
    return result;
  }

  private async sendAndFinish(open: readonly OpenPayout[], result: { paid: number; failed: number }, stopIfAsked: () => void): Promise<void> {
    const finished: { payoutId: string; outcome: PayoutOutcome }[] = [];
    for (let start = 0; start < open.length; start += PROVIDER_CONCURRENCY) {
      stopIfAsked();
      const slice = open.slice(start, start + PROVIDER_CONCURRENCY);
      const outcomes = await Promise.all(
        slice.map((payout) =>
          payout.banking
            ? this.provider.send({ payoutId: payout.payoutId, userId: payout.userId, amountCents: payout.amountCents, banking: payout.banking })
            : Promise.resolve<PayoutOutcome>({ outcome: 'failed', reason: 'No banking details are saved.' }),
        ),
      );
      slice.forEach((payout, index) => finished.push({ payoutId: payout.payoutId, outcome: outcomes[index] }));
    }
    // Counted from what this run finished: a run overlapping this one may have finished some of the same payouts first.
    for (const { outcome } of await this.store.finishPayouts(finished, this.clock.now())) {
      if (outcome.outcome === 'paid') result.paid++;
      else result.failed++;
    }
  }
}
