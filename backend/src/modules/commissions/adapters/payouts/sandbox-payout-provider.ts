import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { PayoutOutcome, PayoutProvider } from '../../application/ports/payouts.port';
import type { BankingDetails } from '../../domain/commission-account';

/** Test account numbers the sandbox refuses, as a bank would (ending in 0000). */
const REJECTED_ACCOUNT = /0000$/;

/**
 * The payout provider until a real one is contracted: it "pays" every payout and keeps a record
 * of each transfer keyed by payout id (sandbox_payout_transfers), so sending the same payout again
 * answers the first outcome and never transfers twice — the idempotency a real provider gives by key.
 * An account number ending in 0000 is rejected, to exercise failed payouts.
 */
@Injectable()
export class SandboxPayoutProvider implements PayoutProvider {
  constructor(private readonly em: EntityManager) {}

  async send({ payoutId, userId, amountCents, banking }: { payoutId: string; userId: string; amountCents: number; banking: BankingDetails }): Promise<PayoutOutcome> {
    const rejected = REJECTED_ACCOUNT.test(banking.accountNumber);
    const reason = rejected ? 'The bank rejected the account number. Check your banking details.' : null;
    // One round trip: the transfer just recorded, or the one an earlier send of the same payout recorded.
    let [transfer] = await this.em.fork().execute<{ outcome: string; reference: string; failure_reason: string | null }[]>(
      `with recorded as (
         insert into sandbox_payout_transfers (payout_id, user_id, amount_cents, outcome, reference, failure_reason)
         values (?, ?, ?, ?, ?, ?) on conflict (payout_id) do nothing
         returning outcome, reference, failure_reason)
       select outcome, reference, failure_reason from recorded
       union all
       select outcome, reference, failure_reason from sandbox_payout_transfers where payout_id = ? and not exists (select 1 from recorded)`,
      [payoutId, userId, amountCents, rejected ? 'failed' : 'paid', `sbx_po_${randomBytes(8).toString('hex')}`, reason, payoutId],
    );
    // A concurrent send of the same payout committed after this statement's snapshot: read it now.
    transfer ??= (await this.em.fork().execute<typeof transfer[]>('select outcome, reference, failure_reason from sandbox_payout_transfers where payout_id = ?', [payoutId]))[0];
    return transfer.outcome === 'paid' ? { outcome: 'paid', reference: transfer.reference } : { outcome: 'failed', reason: transfer.failure_reason ?? 'Refused by the provider.' };
  }
}
