import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { payoutSkipMessage } from '../../../domain/payout-plan';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { COMMISSION_ENTRY_STATUSES, type CommissionEntryStatus } from '../../../domain/commission-entry';
import { PAYOUT_SKIP_REASONS, PAYOUT_STATUSES } from '../../../domain/payout-plan';
import type { PayoutSummary } from '../../ports/earnings-read-model.port';
import { EARNINGS_SETTINGS, EarningsSettings } from '../../ports/earnings-settings.port';
import { GetPayoutsQuery, PayoutsView } from './get-payouts.query';

/** `$1` the user: what waits in each status of the ledger on the way to a payout. */
const BALANCES = sqlStatement(
  'commissions.payout-balances',
  `select status, sum(amount_cents) as cents from commission_entries where user_id = $1 and status in ('pending', 'payable', 'in_payout') group by status`,
  z.object({ status: z.enum(COMMISSION_ENTRY_STATUSES), cents: z.coerce.number() }),
  { prepared: true },
);

const PAYOUT_ACCOUNT = sqlStatement(
  'commissions.payout-account',
  'select banking_details is not null as has_banking, payout_skip_reason, payout_skipped_at from commission_accounts where user_id = $1',
  z.object({ has_banking: z.boolean(), payout_skip_reason: z.enum(PAYOUT_SKIP_REASONS).nullable(), payout_skipped_at: z.date().nullable() }),
  { prepared: true },
);

/** `$1` the user; the latest 50 payouts. */
const PAYOUT_HISTORY = sqlStatement(
  'commissions.payout-history',
  'select id, period, status, amount_cents, entry_count, failure_reason, created_at, finished_at from payouts where user_id = $1 order by created_at desc, id desc limit 50',
  z.object({
    id: z.string(),
    period: z.string(),
    status: z.enum(PAYOUT_STATUSES),
    amount_cents: z.coerce.number(),
    entry_count: z.number(),
    failure_reason: z.string().nullable(),
    created_at: z.date(),
    finished_at: z.date().nullable(),
  }),
  { prepared: true },
);

@QueryHandler(GetPayoutsQuery)
export class GetPayoutsHandler implements IQueryHandler<GetPayoutsQuery, PayoutsView> {
  constructor(
    private readonly sql: Sql,
    @Inject(EARNINGS_SETTINGS) private readonly settings: EarningsSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetPayoutsQuery): Promise<PayoutsView> {
    const summary = await this.summary(userId);
    let notice = summary.skipReason ? payoutSkipMessage(summary.skipReason, this.settings.payoutMinimumCents) : null;
    // Say it before the run too: earnings waiting with nowhere to send them.
    if (!notice && !summary.hasBankingDetails && summary.onHoldCents + summary.payableCents > 0) notice = payoutSkipMessage('no_banking_details', this.settings.payoutMinimumCents).replace('Your payout was skipped because no', 'No');
    return { ...summary, nextPayoutDate: this.settings.nextPayoutRun(this.clock.now()), minimumPayoutCents: this.settings.payoutMinimumCents, notice };
  }

  private async summary(userId: string): Promise<PayoutSummary> {
    const [balances, [account], history] = await Promise.all([
      this.sql.rows(BALANCES, [userId]),
      this.sql.rows(PAYOUT_ACCOUNT, [userId]),
      this.sql.rows(PAYOUT_HISTORY, [userId]),
    ]);
    const balance = (status: CommissionEntryStatus) => balances.find((row) => row.status === status)?.cents ?? 0;
    return {
      onHoldCents: balance('pending'),
      payableCents: balance('payable'),
      inPayoutCents: balance('in_payout'),
      paidCents: history.filter((row) => row.status === 'paid').reduce((sum, row) => sum + row.amount_cents, 0),
      hasBankingDetails: account?.has_banking ?? false,
      skipReason: account?.payout_skip_reason ?? null,
      skippedAt: account?.payout_skipped_at ?? null,
      history: history.map((row) => ({
        id: row.id,
        period: row.period,
        status: row.status,
        amountCents: row.amount_cents,
        entryCount: row.entry_count,
        failureReason: row.failure_reason,
        createdAt: row.created_at,
        finishedAt: row.finished_at,
      })),
    };
  }
}
