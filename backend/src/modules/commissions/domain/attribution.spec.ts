import { attributionAmounts, attributionWindowStart, isSelfReferral } from './attribution';

describe('attribution', () => {
  const creator = { id: 'c1', ownerUserId: 'u1', ownerTier: 'level1_curator' as const };

  it('looks back exactly 30 days', () => {
    expect(attributionWindowStart(new Date('2026-03-31T12:00:00Z')).toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it.each([
    ['user', 0],
    ['level1_curator', 500],
    ['level2_curator', 700],
    ['platinum_curator', 1000],
  ] as const)('pays a %s owner %i cents on a $100 order', (ownerTier, commission) => {
    expect(attributionAmounts(10000, { ...creator, ownerTier })).toEqual({ gmvCents: 10000, commissionCents: commission });
  });

  it('rounds the commission half up to the cent', () => {
    expect(attributionAmounts(3499, { ...creator, ownerTier: 'level2_curator' }).commissionCents).toBe(245);
  });

  it('treats buying through your own link as self-referral, and a page without an owner never as one', () => {
    expect(isSelfReferral(creator, 'u1')).toBe(true);
    expect(isSelfReferral(creator, 'u2')).toBe(false);
    expect(isSelfReferral({ ...creator, ownerUserId: null }, 'u1')).toBe(false);
  });
});
