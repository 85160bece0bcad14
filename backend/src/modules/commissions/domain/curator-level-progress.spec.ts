import { curatorLevelProgress } from './curator-level-progress';

describe('curator level progress (thresholds 1,000 / 10,000 / 50,000)', () => {
  it('counts from the current level to the next', () => {
    expect(curatorLevelProgress('user', 0, 25_000)).toMatchObject({ label: 'User', next: { tier: 'level1_curator', label: 'Level 1 Curator', thresholdCents: 100_000, remainingCents: 75_000 }, progressPercent: 25 });
    expect(curatorLevelProgress('level1_curator', 5, 550_000)).toMatchObject({ next: { tier: 'level2_curator', remainingCents: 450_000 }, progressPercent: 50 });
    expect(curatorLevelProgress('level2_curator', 7, 4_000_000)).toMatchObject({ next: { tier: 'platinum_curator', thresholdCents: 5_000_000, remainingCents: 1_000_000 }, progressPercent: 75 });
  });
  it('has no next level at platinum', () => {
    expect(curatorLevelProgress('platinum_curator', 10, 9_000_000)).toMatchObject({ label: 'Platinum Curator', next: null, progressPercent: 100 });
  });
  it('starts the bar at 0 for an admin-set tier below its threshold', () => {
    expect(curatorLevelProgress('level2_curator', 7, 20_000).progressPercent).toBe(0);
  });
});
