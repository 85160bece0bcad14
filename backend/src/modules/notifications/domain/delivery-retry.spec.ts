import { DELIVERY_RETRY_WINDOW_MS, nextAttempt } from './delivery-retry';

describe('nextAttempt', () => {
  const created = new Date('2026-12-14T10:00:00Z');

  it('doubles the delay after each failed attempt', () => {
    const delays = [1, 2, 3, 4].map((attempts) => {
      const decision = nextAttempt(attempts, 30_000, created, created);
      return 'retryAt' in decision ? decision.retryAt.getTime() - created.getTime() : null;
    });
    expect(delays).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it('waits at most an hour between attempts', () => {
    const decision = nextAttempt(20, 30_000, created, created);
    expect('retryAt' in decision && decision.retryAt.getTime() - created.getTime()).toBe(60 * 60 * 1000);
  });

  it('gives up once the next attempt would fall after three days', () => {
    const nearlyThreeDays = new Date(created.getTime() + DELIVERY_RETRY_WINDOW_MS - 1000);
    expect(nextAttempt(12, 30_000, created, nearlyThreeDays)).toEqual({ giveUp: true });
  });
});
