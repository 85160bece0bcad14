import { OUTBOX, Outbox } from '../../../notifications';
import { transactionContextOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { BANKING_CIPHER, BankingCipher } from '../../application/ports/banking-cipher.port';
import { openStoredBankingDetails } from '../../application/stored-banking-details';
import type { OpenPayout, PayoutOutcome, PayoutStore } from '../../application/ports/payouts.port';
import type { BankingDetails } from '../../domain/commission-account';
import { PAYOUT_SKIP_REASONS, type PayableBalance, type PayoutSkipReason } from '../../domain/payout-plan';

/** Moves entries with their history rows: `ids` query → `to` status, reason, payout. */
const MOVE_WITH_HISTORY = (selection: string) => `
with moved as (
  update commission_entries e set status = $to, payout_id = $payout, updated_at = clock_timestamp()
    from (${selection} for update) old
   where e.id = old.id
  returning e.id, old.status as from_status, old.payout_id)
insert into commission_entry_events (entry_id, from_status, to_status, reason, payout_id)
select id, from_status, $to, $reason, $payoutRef from moved`;

@Injectable()
export class PostgresPayoutRepository implements PayoutStore {
  constructor(
    private readonly em: EntityManager,
    @Inject(BANKING_CIPHER) private readonly bankingCipher: BankingCipher,
    @Inject(OUTBOX) private readonly outbox: Outbox,
  ) {}

  /** Banking details are stored sealed; details that no longer open (altered, key removed) pay nowhere. */
  private openBanking(userId: string, stored: unknown): BankingDetails | null {
    try {
      return openStoredBankingDetails(this.bankingCipher, userId, stored);
    } catch {
      return null;
    }
  }

  /** Entries whose hold passed become payable; each creator hears of the amount (outbox, in the same transaction). */
  async releaseMatured(now: Date): Promise<number> {
    return this.em.fork().transactional(async (tx) => {
      const moved = await tx.execute<{ id: string; user_id: string; amount_cents: string }[]>(
        `with moved as (
           update commission_entries set status = 'payable', updated_at = clock_timestamp()
            where status = 'pending' and payable_at <= ?::timestamptz
           returning id, user_id, amount_cents),
         history as (
           insert into commission_entry_events (entry_id, from_status, to_status, reason)
           select id, 'pending', 'payable', 'hold_passed' from moved returning 1)
         select id, user_id, amount_cents from moved order by user_id, id`,
        [now.toISOString()],
      );
      const byUser = new Map<string, { entryIds: string[]; amountCents: number }>();
      for (const row of moved) {
        const total = byUser.get(row.user_id) ?? { entryIds: [], amountCents: 0 };
        total.entryIds.push(row.id);
        total.amountCents += Number(row.amount_cents);
        byUser.set(row.user_id, total);
      }
      for (const [userId, total] of byUser) {
        await this.outbox.record(transactionContextOf(tx), { type: 'commission.payable', recipient: { userId }, data: total });
      }
      return moved.length;
    });
  }

  async payableBalances(afterUserId: string | null, limit: number): Promise<PayableBalance[]> {
    const rows = await this.em.fork().execute<{ user_id: string; cents: string; has_banking: boolean; banking_changed_at: Date | null; email_verified: boolean; role: string | null; has_second_factor: boolean | null }[]>(
      `select b.user_id, b.cents, coalesce(a.banking_details is not null, false) as has_banking, a.banking_changed_at, coalesce(c.email_verified, false) as email_verified, c.role, c.has_second_factor
         from (select user_id, sum(amount_cents) as cents from commission_entries
                where status = 'payable' and user_id > coalesce(?::uuid, '00000000-0000-0000-0000-000000000000'::uuid)
                group by user_id order by user_id limit ?) b
         left join commission_accounts a on a.user_id = b.user_id
         left join account_contacts_v c on c.user_id = b.user_id
        order by b.user_id`,
      [afterUserId, limit],
    );
    return rows.map((row) => ({
      userId: row.user_id,
      payableCents: Number(row.cents),
      hasBankingDetails: row.has_banking,
      bankingChangedAt: row.banking_changed_at ? new Date(row.banking_changed_at) : null,
      hasVerifiedEmail: row.email_verified,
      role: row.role ?? 'user',
      hasSecondFactor: row.has_second_factor === true,
    }));
  }

  async recordSkips(skipped: readonly { userId: string; reason: PayoutSkipReason }[], paidUserIds: readonly string[], at: Date): Promise<void> {
    const em = this.em.fork();
    for (const reason of PAYOUT_SKIP_REASONS) {
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

  async openPayouts(userIds: readonly string[], period: string): Promise<string[]> {
    if (userIds.length === 0) return [];
    return this.em.fork().transactional(async (tx) => {
      const created = await tx.execute<{ id: string }[]>(
        `insert into payouts (user_id, period, status, amount_cents, entry_count, created_at, updated_at)
         select user_id, ?, 'processing', 0, 0, clock_timestamp(), clock_timestamp() from unnest(?::uuid[]) as u(user_id) order by user_id
         on conflict (user_id, period) do nothing returning id`,
        [period, `{${userIds.join(',')}}`],
      );
      if (created.length === 0) return [];
      const ids = `{${created.map((row) => row.id).join(',')}}`;
      await tx.execute(
        `with taken as (
           select e.id, e.status, p.id as payout_id from payouts p
             join commission_entries e on e.user_id = p.user_id and e.status = 'payable'
            where p.id = any(?::uuid[]) for update of e),
         moved as (
           update commission_entries e set status = 'in_payout', payout_id = t.payout_id, updated_at = clock_timestamp()
             from taken t where e.id = t.id
           returning e.id, t.status as from_status, t.payout_id)
         insert into commission_entry_events (entry_id, from_status, to_status, reason, payout_id)
         select id, from_status, 'in_payout', 'payout_started', payout_id from moved`,
        [ids],
      );
      await tx.execute(
        `update payouts p set amount_cents = t.cents, entry_count = t.entries
           from (select payout_id, coalesce(sum(amount_cents), 0) as cents, count(*) as entries from commission_entries
                  where payout_id = any(?::uuid[]) group by payout_id) t
          where p.id = t.payout_id`,
        [ids],
      );
      return created.map((row) => row.id);
    });
  }

  async processingPayouts(page: { payoutIds?: readonly string[]; afterPayoutId?: string | null; limit: number }): Promise<OpenPayout[]> {
    const which = page.payoutIds
      ? { where: 'p.id = any(?::uuid[])', values: [`{${page.payoutIds.join(',')}}`] }
      : { where: `p.id > coalesce(?::uuid, '00000000-0000-0000-0000-000000000000'::uuid)`, values: [page.afterPayoutId ?? null] };
    const rows = await this.em.fork().execute<{ id: string; user_id: string; amount_cents: string; entry_count: number; banking_details: unknown }[]>(
      `select p.id, p.user_id, p.amount_cents, p.entry_count, a.banking_details
         from payouts p left join commission_accounts a on a.user_id = p.user_id
        where p.status = 'processing' and ${which.where} order by p.id limit ?`,
      [...which.values, page.limit],
    );
    return rows.map((row) => ({ payoutId: row.id, userId: row.user_id, amountCents: Number(row.amount_cents), entryCount: row.entry_count, banking: this.openBanking(row.user_id, row.banking_details) }));
  }

  async finishPayouts(finished: readonly { payoutId: string; outcome: PayoutOutcome }[], at: Date): Promise<{ payoutId: string; outcome: PayoutOutcome }[]> {
    if (finished.length === 0) return [];
    return this.em.fork().transactional(async (tx) => {
      const locked = await tx.execute<{ id: string }[]>(`select id from payouts where id = any(?::uuid[]) and status = 'processing' order by id for update`, [
        `{${finished.map((item) => item.payoutId).join(',')}}`,
      ]);
      const stillProcessing = new Set(locked.map((row) => row.id)); // the others were finished by an earlier run
      const toFinish = finished.filter((item) => stillProcessing.has(item.payoutId));
      if (toFinish.length === 0) return [];
      const paid = toFinish.filter((item) => item.outcome.outcome === 'paid').map((item) => item.payoutId);
      const failed = toFinish.filter((item) => item.outcome.outcome === 'failed').map((item) => item.payoutId);
      // An entry of a paid payout is paid with it; one of a failed payout is payable again, without the payout.
      const moveEntriesOf = async (payoutIds: string[], to: string, payout: string, reason: string) => {
        if (payoutIds.length === 0) return;
        await tx.execute(
          MOVE_WITH_HISTORY(`select id, status, payout_id from commission_entries where payout_id = any(?::uuid[]) and status = 'in_payout'`)
            .replaceAll('$to', to)
            .replaceAll('$payoutRef', 'payout_id')
            .replaceAll('$payout', payout)
            .replaceAll('$reason', reason),
          [`{${payoutIds.join(',')}}`],
        );
      };
      await moveEntriesOf(paid, `'paid'`, 'old.payout_id', `'payout_paid'`);
      await moveEntriesOf(failed, `'payable'`, 'null', `'payout_failed'`);
      await tx.execute(
        `update payouts p set status = t.status, provider_reference = t.reference, failure_reason = t.reason, finished_at = ?::timestamptz, updated_at = clock_timestamp()
           from (select * from json_to_recordset(?::json) as r(id uuid, status text, reference text, reason text)) t
          where p.id = t.id`,
        [
          at.toISOString(),
          JSON.stringify(
            toFinish.map(({ payoutId, outcome }) =>
              outcome.outcome === 'paid' ? { id: payoutId, status: 'paid', reference: outcome.reference, reason: null } : { id: payoutId, status: 'failed', reference: null, reason: outcome.reason },
            ),
          ),
        ],
      );
      // Each creator hears of the payout's outcome (mail, and payout.paid / payout.failed webhooks), in this transaction.
      const payouts = await tx.execute<{ id: string; user_id: string; amount_cents: string; period: string; status: string; failure_reason: string | null }[]>(
        `select id, user_id, amount_cents, period, status, failure_reason from payouts where id = any(?::uuid[]) order by id`,
        [`{${toFinish.map((item) => item.payoutId).join(',')}}`],
      );
      for (const payout of payouts) {
        const data = { payoutId: payout.id, amountCents: Number(payout.amount_cents), period: payout.period };
        await this.outbox.record(
          transactionContextOf(tx),
          payout.status === 'paid'
            ? { type: 'payout.paid', recipient: { userId: payout.user_id }, data }
            : { type: 'payout.failed', recipient: { userId: payout.user_id }, data: { ...data, reason: payout.failure_reason ?? 'The transfer was refused.' } },
        );
      }
      return toFinish;
    });
  }
}
