import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { BANKING_CIPHER, BankingCipher } from '../../application/ports/banking-cipher.port';
import { openStoredBankingDetails } from '../../application/stored-banking-details';
import type { OpenPayout, PayoutOutcome, PayoutStore } from '../../application/ports/payouts.port';
import type { BankingDetails } from '../../domain/commission-account';
import type { PayableBalance, PayoutSkipReason } from '../../domain/payout-plan';

/** Moves entries with their history rows: `ids` query → `to` status, reason, payout. */
const MOVE_WITH_HISTORY = (selection: string) => `
with moved as (
  update commission_entries e set status = $to, payout_id = $payout, updated_at = clock_timestamp()
    from (${selection} for update) old
   where e.id = old.id
  returning e.id, old.status as from_status)
insert into commission_entry_events (entry_id, from_status, to_status, reason, payout_id)
select id, from_status, $to, $reason, $payoutRef from moved`;

@Injectable()
export class SqlPayoutStore implements PayoutStore {
  constructor(
    private readonly em: EntityManager,
    @Inject(BANKING_CIPHER) private readonly bankingCipher: BankingCipher,
  ) {}

  /** Banking details are stored sealed; details that no longer open (altered, key removed) pay nowhere. */
  private openBanking(userId: string, stored: unknown): BankingDetails | null {
    try {
      return openStoredBankingDetails(this.bankingCipher, userId, stored);
    } catch {
      return null;
    }
  }

  async releaseMatured(now: Date): Promise<number> {
    const rows = await this.em.fork().execute<{ count: string }[]>(
      `with moved as (
         update commission_entries set status = 'payable', updated_at = clock_timestamp()
          where status = 'pending' and payable_at <= ?::timestamptz
         returning id),
       history as (
         insert into commission_entry_events (entry_id, from_status, to_status, reason)
         select id, 'pending', 'payable', 'hold_passed' from moved returning 1)
       select count(*) as count from history`,
      [now.toISOString()],
    );
    return Number(rows[0].count);
  }

  async payableBalances(): Promise<PayableBalance[]> {
    const rows = await this.em.fork().execute<{ user_id: string; cents: string; has_banking: boolean }[]>(
      `select e.user_id, sum(e.amount_cents) as cents, coalesce(a.banking_details is not null, false) as has_banking
         from commission_entries e left join commission_accounts a on a.user_id = e.user_id
        where e.status = 'payable' and e.user_id is not null
        group by e.user_id, a.banking_details is not null`,
    );
    return rows.map((row) => ({ userId: row.user_id, payableCents: Number(row.cents), hasBankingDetails: row.has_banking }));
  }

  async recordSkips(skipped: readonly { userId: string; reason: PayoutSkipReason }[], paidUserIds: readonly string[], at: Date): Promise<void> {
    const em = this.em.fork();
    for (const reason of ['no_banking_details', 'below_minimum'] as const) {
      const ids = skipped.filter((skip) => skip.reason === reason).map((skip) => skip.userId);
      if (ids.length === 0) continue;
      await em.execute(
        `update commission_accounts set payout_skip_reason = ?, payout_skipped_at = ?::timestamptz, updated_at = clock_timestamp() where user_id = any(?::uuid[])`,
        [reason, at.toISOString(), `{${ids.join(',')}}`],
      );
    }
    if (paidUserIds.length) {
      await em.execute('update commission_accounts set payout_skip_reason = null, payout_skipped_at = null where user_id = any(?::uuid[]) and payout_skip_reason is not null', [`{${paidUserIds.join(',')}}`]);
    }
  }

  async openPayout(userId: string, period: string): Promise<OpenPayout | null> {
    return this.em.fork().transactional(async (tx) => {
      const [created] = await tx.execute<{ id: string }[]>(
        `insert into payouts (user_id, period, status, amount_cents, entry_count, created_at, updated_at)
         values (?, ?, 'processing', 0, 0, clock_timestamp(), clock_timestamp())
         on conflict (user_id, period) do nothing returning id`,
        [userId, period],
      );
      if (!created) return null;
      await tx.execute(
        MOVE_WITH_HISTORY(`select id, status from commission_entries where user_id = ? and status = 'payable'`)
          .replaceAll('$to', `'in_payout'`)
          .replaceAll('$payoutRef', '?::uuid')
          .replaceAll('$payout', '?::uuid')
          .replaceAll('$reason', `'payout_started'`),
        [created.id, userId, created.id],
      );
      const [totals] = await tx.execute<{ cents: string; count: string }[]>(
        'select coalesce(sum(amount_cents), 0) as cents, count(*) as count from commission_entries where payout_id = ?',
        [created.id],
      );
      await tx.execute('update payouts set amount_cents = ?, entry_count = ? where id = ?', [Number(totals.cents), Number(totals.count), created.id]);
      return { payoutId: created.id, userId, amountCents: Number(totals.cents), entryCount: Number(totals.count), banking: null };
    });
  }

  async processingPayouts(): Promise<OpenPayout[]> {
    const rows = await this.em.fork().execute<{ id: string; user_id: string; amount_cents: string; entry_count: number; banking_details: unknown }[]>(
      `select p.id, p.user_id, p.amount_cents, p.entry_count, a.banking_details
         from payouts p left join commission_accounts a on a.user_id = p.user_id
        where p.status = 'processing' order by p.created_at, p.id`,
    );
    return rows.map((row) => ({ payoutId: row.id, userId: row.user_id, amountCents: Number(row.amount_cents), entryCount: row.entry_count, banking: this.openBanking(row.user_id, row.banking_details) }));
  }

  async finishPayout(payoutId: string, outcome: PayoutOutcome, at: Date): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      const [payout] = await tx.execute<{ status: string }[]>('select status from payouts where id = ? for update', [payoutId]);
      if (!payout || payout.status !== 'processing') return; // finished by an earlier run
      const paid = outcome.outcome === 'paid';
      await tx.execute(
        MOVE_WITH_HISTORY(`select id, status from commission_entries where payout_id = ? and status = 'in_payout'`)
          .replaceAll('$to', paid ? `'paid'` : `'payable'`)
          .replaceAll('$payoutRef', '?::uuid')
          .replaceAll('$payout', paid ? '?::uuid' : 'null')
          .replaceAll('$reason', paid ? `'payout_paid'` : `'payout_failed'`),
        paid ? [payoutId, payoutId, payoutId] : [payoutId, payoutId],
      );
      await tx.execute(
        `update payouts set status = ?, provider_reference = ?, failure_reason = ?, finished_at = ?::timestamptz, updated_at = clock_timestamp() where id = ?`,
        [paid ? 'paid' : 'failed', paid ? outcome.reference : null, paid ? null : outcome.reason, at.toISOString(), payoutId],
      );
    });
  }
}
