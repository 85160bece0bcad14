import { applyCampaignChanges, CampaignState, remainingBudgetCents } from './campaign';
import { CAMPAIGN_STATUS_TRANSITIONS, CAMPAIGN_STATUSES } from './campaign-status';
import { effectiveGiftOfferStatus, assertGiftOfferTransition } from './gift-offer-status';

const draft: CampaignState = { name: 'Launch', description: null, type: 'gifting', status: 'draft', budgetCents: 10_000, spentCents: 2_500, startDate: null, endDate: null };

describe('campaign rules', () => {
  it('allows exactly draft → active → paused ↔ active → completed', () => {
    const allowed = CAMPAIGN_STATUSES.flatMap((from) => CAMPAIGN_STATUS_TRANSITIONS[from].map((to) => `${from}→${to}`));
    expect(allowed.sort()).toEqual(['active→completed', 'active→paused', 'draft→active', 'paused→active', 'paused→completed']);
    expect(() => applyCampaignChanges(draft, { status: 'paused' })).toThrow('A campaign that is draft cannot become paused; it can only become active.');
    expect(applyCampaignChanges(draft, { status: 'active' }).status).toBe('active');
    expect(applyCampaignChanges(draft, { status: 'draft' }).status).toBe('draft');
  });

  it('keeps endDate on or after startDate and the budget at or above spent', () => {
    expect(() => applyCampaignChanges(draft, { startDate: new Date('2026-12-02'), endDate: new Date('2026-12-01') })).toThrow('endDate must not be before startDate.');
    expect(applyCampaignChanges(draft, { startDate: new Date('2026-12-01'), endDate: new Date('2026-12-01') }).endDate).toEqual(new Date('2026-12-01'));
    expect(() => applyCampaignChanges(draft, { budgetCents: 2_499 })).toThrow('already spent ($25.00)');
    expect(remainingBudgetCents(draft)).toBe(7_500);
    expect(remainingBudgetCents({ budgetCents: null, spentCents: 100 })).toBeNull();
  });

  it('lets a gift offer leave pending once, and treats a pending offer past its expiry as expired', () => {
    expect(() => assertGiftOfferTransition('accepted', 'declined')).toThrow('already accepted');
    expect(() => assertGiftOfferTransition('expired', 'accepted')).toThrow('has expired');
    const now = new Date('2026-12-01T00:00:00Z');
    expect(effectiveGiftOfferStatus('pending', new Date('2026-11-30T23:59:59Z'), now)).toBe('expired');
    expect(effectiveGiftOfferStatus('pending', new Date('2026-12-01T00:00:01Z'), now)).toBe('pending');
    expect(effectiveGiftOfferStatus('accepted', new Date('2026-11-01T00:00:00Z'), now)).toBe('accepted');
  });
});
