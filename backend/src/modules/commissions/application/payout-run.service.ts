import { Inject, Injectable, Logger } from '@nestjs/common';
import { payoutPeriod, planPayouts } from '../domain/payout-plan';
import type { RunPayoutsResult } from './commissions-jobs';
import { CLOCK, Clock } from './ports/clock.port';
import { EARNINGS_SETTINGS, EarningsSettings } from './ports/earnings-settings.port';
import { PAYOUT_PROVIDER, PAYOUT_STORE, PayoutProvider, PayoutStore } from './ports/payouts.port';

/**
 * One payout run: release matured entries (pending → payable), group payable balances per user,
 * open ONE payout per paid user for the period (unique key user + period), send each through the
 * provider (the payout id is its idempotency key), and finish it (paid, or failed → entries payable
 * again). A crash anywhere leaves processing payouts that the next run sends and finishes, so
 * running again pays nobody twice.
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
    const released = await this.store.releaseMatured(runAt);
    const plan = planPayouts(await this.store.payableBalances(), this.settings.payoutMinimumCents);
    await this.store.recordSkips(plan.skipped, plan.pay.map((payout) => payout.userId), runAt);
    for (const payout of plan.pay) {
      if (shouldStop()) throw new Error('Payout run interrupted: the worker is stopping; the next run resumes it');
      await this.store.openPayout(payout.userId, period);
    }
    let paid = 0;
    let failed = 0;
    for (const open of await this.store.processingPayouts()) {
      if (shouldStop()) throw new Error('Payout run interrupted: the worker is stopping; the next run resumes it');
      const outcome = open.banking
        ? await this.provider.send({ payoutId: open.payoutId, userId: open.userId, amountCents: open.amountCents, banking: open.banking })
        : ({ outcome: 'failed', reason: 'No banking details are saved.' } as const);
      await this.store.finishPayout(open.payoutId, outcome, this.clock.now());
      if (outcome.outcome === 'paid') paid++;
      else failed++;
    }
    const result = {
      period,
      released,
      paid,
      failed,
      skippedWithoutBanking: plan.skipped.filter((skip) => skip.reason === 'no_banking_details').length,
      belowMinimum: plan.skipped.filter((skip) => skip.reason === 'below_minimum').length,
    };
    this.logger.log(`Payout run ${period}: ${JSON.stringify(result)}`);
    return result;
  }
}
