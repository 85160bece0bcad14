import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { PaymentGateway, PaymentSessionOutcome, PaymentSessionRequest } from '../../application/ports/payment-gateway.port';

/** The provider's test card that is always declined. */
export const SANDBOX_DECLINED_CARD_LAST4 = '0002';

/** The ledger keeps the latest sessions only, so a long-running process does not grow with every checkout. */
const LEDGER_SIZE = 10_000;

export interface SandboxPaymentSession {
  id: string;
  amountCents: number;
  shopperId: string;
  orderIds: readonly string[];
  status: 'succeeded' | 'declined' | 'voided';
  createdAt: Date;
}

/**
 * Stands in for the alcohol-compliant payment provider: session ids look like the provider's
 * (`alcpay_sess_…`), a card ending 0002 is declined, anything else succeeds. It keeps its own
 * ledger of recent sessions in memory, as the provider's dashboard would, so charges can be counted.
 */
@Injectable()
export class SandboxPaymentGateway implements PaymentGateway {
  private readonly ledger: SandboxPaymentSession[] = [];

  async createPaymentSession(request: PaymentSessionRequest): Promise<PaymentSessionOutcome> {
    const id = `alcpay_sess_${randomBytes(12).toString('hex')}`;
    const declined = request.card.last4 === SANDBOX_DECLINED_CARD_LAST4;
    this.ledger.push({
      id,
      amountCents: request.amountCents,
      shopperId: request.shopperId,
      orderIds: [...request.orderIds],
      status: declined ? 'declined' : 'succeeded',
      createdAt: new Date(),
    });
    if (this.ledger.length > LEDGER_SIZE) this.ledger.splice(0, this.ledger.length - LEDGER_SIZE);
    return declined ? { outcome: 'declined', sessionId: id } : { outcome: 'succeeded', sessionId: id };
  }

  async voidPaymentSession(sessionId: string): Promise<void> {
    const session = this.ledger.find((entry) => entry.id === sessionId);
    if (session?.status === 'succeeded') session.status = 'voided';
  }

  /** Every session so far, oldest first. */
  sessions(): readonly SandboxPaymentSession[] {
    return this.ledger;
  }
}
