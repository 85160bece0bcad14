import { PasswordCheckBusyError } from '../../domain/identity.errors';
import { BoundedPasswordHasher } from './bounded-password-hasher';

/** A hasher whose computations finish only when the test says so. */
function controllableHasher() {
  const pending: Array<() => void> = [];
  let running = 0;
  let peak = 0;
  const run = async <T>(value: T): Promise<T> => {
    running++;
    peak = Math.max(peak, running);
    await new Promise<void>((resolve) => pending.push(resolve));
    running--;
    return value;
  };
  return {
    hasher: { hash: (plain: string) => run(`hash:${plain}`), verify: () => run(true) },
    finishOne: async () => {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
    get peak() {
      return peak;
    },
  };
}

describe('BoundedPasswordHasher', () => {
  it('runs at most maxActive computations, queues up to maxWaiting, and refuses the rest with a retry hint', async () => {
    const inner = controllableHasher();
    const bounded = new BoundedPasswordHasher(inner.hasher, 2, 3);
    const accepted = Array.from({ length: 5 }, (_, i) => bounded.hash(`p${i}`));
    await expect(bounded.verify('h', 'p')).rejects.toEqual(expect.any(PasswordCheckBusyError));
    await expect(bounded.hash('late')).rejects.toMatchObject({ retryAfterSeconds: 2, kind: 'too_many_requests' });

    for (let i = 0; i < 5; i++) await inner.finishOne();
    await expect(Promise.all(accepted)).resolves.toEqual(['hash:p0', 'hash:p1', 'hash:p2', 'hash:p3', 'hash:p4']);
    expect(inner.peak).toBe(2);
    expect(bounded.peakActive).toBe(2);
  });

  it('frees its slot when a computation fails', async () => {
    const failing = { hash: () => Promise.reject(new Error('boom')), verify: () => Promise.resolve(false) };
    const bounded = new BoundedPasswordHasher(failing, 1, 0);
    await expect(bounded.hash('x')).rejects.toThrow('boom');
    await expect(bounded.verify(null, 'x')).resolves.toBe(false);
  });
});
