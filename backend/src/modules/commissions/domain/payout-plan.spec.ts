import { payoutPeriod, payoutSkipMessage, planPayouts } from './payout-plan';

describe('payout plan', () => {
  it('holds a payout for 72 hours after banking details were replaced', () => {
    const now = new Date('2026-12-14T12:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
    const plan = planPayouts(
      [
        { userId: 'changed-yesterday', payableCents: 5000, hasBankingDetails: true, hasVerifiedEmail: true, bankingChangedAt: hoursAgo(24) },
        { userId: 'changed-73h-ago', payableCents: 5000, hasBankingDetails: true, hasVerifiedEmail: true, bankingChangedAt: hoursAgo(73) },
        { userId: 'never-changed', payableCents: 5000, hasBankingDetails: true, hasVerifiedEmail: true, bankingChangedAt: null },
      ],
      2500,
      now,
    );
    expect(plan.pay.map((payout) => payout.userId)).toEqual(['changed-73h-ago', 'never-changed']);
    expect(plan.skipped).toEqual([{ userId: 'changed-yesterday', reason: 'banking_recently_changed', payableCents: 5000 }]);
    expect(payoutSkipMessage('banking_recently_changed', 2500)).toMatch(/held for 72 hours/);
  });

  it('skips a payee without a second factor only where its role needs one', () => {
    const base = { payableCents: 5000, hasBankingDetails: true, hasVerifiedEmail: true };
    const balances = [
      { ...base, userId: 'curator-without', role: 'creator', hasSecondFactor: false },
      { ...base, userId: 'curator-with', role: 'creator', hasSecondFactor: true },
      { ...base, userId: 'shopper-without', role: 'user', hasSecondFactor: false },
    ];
    const plan = planPayouts(balances, 2500, new Date('2026-12-14T12:00:00Z'), (role) => role === 'creator');
    expect(plan.pay.map((payout) => payout.userId)).toEqual(['curator-with', 'shopper-without']);
    expect(plan.skipped).toEqual([{ userId: 'curator-without', reason: 'second_factor_missing', payableCents: 5000 }]);
    // Development without MFA_REQUIRED_ROLES: nobody needs one.
    expect(planPayouts(balances, 2500).pay).toHaveLength(3);
    expect(payoutSkipMessage('second_factor_missing', 2500)).toMatch(/need an authenticator app/);
  });

  it('pays each user with banking details and a confirmed address whose payable balance reaches the minimum, and says why others are skipped', () => {
    const plan = planPayouts(
      [
        { userId: 'a', payableCents: 2500, hasBankingDetails: true, hasVerifiedEmail: true },
        { userId: 'b', payableCents: 2499, hasBankingDetails: true, hasVerifiedEmail: true },
        { userId: 'c', payableCents: 90_000, hasBankingDetails: false, hasVerifiedEmail: true },
        { userId: 'd', payableCents: -500, hasBankingDetails: true, hasVerifiedEmail: true },
        { userId: 'e', payableCents: 12_345, hasBankingDetails: true, hasVerifiedEmail: true },
        { userId: 'f', payableCents: 5_000, hasBankingDetails: true, hasVerifiedEmail: false },
      ],
      2500,
    );
    expect(plan.pay).toEqual([
      { userId: 'a', amountCents: 2500 },
      { userId: 'e', amountCents: 12_345 },
    ]);
    expect(plan.skipped).toEqual([
      { userId: 'b', reason: 'below_minimum', payableCents: 2499 },
      { userId: 'c', reason: 'no_banking_details', payableCents: 90_000 },
      { userId: 'd', reason: 'below_minimum', payableCents: -500 },
      { userId: 'f', reason: 'email_not_verified', payableCents: 5_000 },
    ]);
  });

  it('keys a payout by the UTC date of its run', () => {
    expect(payoutPeriod(new Date('2026-11-27T09:00:00Z'))).toBe('2026-11-27');
    expect(payoutPeriod(new Date('2026-11-27T23:59:59Z'))).toBe('2026-11-27');
  });

  it('tells the user what to do', () => {
    expect(payoutSkipMessage('no_banking_details', 2500)).toContain('no banking details');
    expect(payoutSkipMessage('below_minimum', 2500)).toBe('Payouts start once your payable balance reaches $25.00.');
  });
});
