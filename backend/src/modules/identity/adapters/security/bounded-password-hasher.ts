import type { PasswordHasher } from '../../application/ports/user-accounts.port';
import { PasswordCheckBusyError } from '../../domain/identity.errors';

/**
 * At most this many argon2 computations at once. Each one takes a libuv worker thread (there are 4)
 * and a core for tens of milliseconds; more in parallel only makes them all slower and leaves no
 * thread for file reads, so static files and the health check would wait behind a sign-in flood.
 */
export const MAX_CONCURRENT_HASHES = 2;
/** Requests that may wait for a turn (about a second of work); one more is answered 429 at once. */
export const MAX_WAITING_HASHES = 24;
/** The Retry-After of a refused check ({@link PasswordCheckBusyError}). */
export const PASSWORD_CHECK_RETRY_AFTER_SECONDS = 2;

/**
 * Bounds the CPU that password hashing can take (sign-in, registration, the admin at start): a small
 * queue in front of the real hasher. Over the queue the caller gets {@link PasswordCheckBusyError}
 * (429 with Retry-After) instead of a place in an ever longer line.
 */
export class BoundedPasswordHasher implements PasswordHasher {
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  /** The most computations that ever ran at once (read by the load test). */
  peakActive = 0;

  constructor(
    private readonly inner: PasswordHasher,
    private readonly maxActive = MAX_CONCURRENT_HASHES,
    private readonly maxWaiting = MAX_WAITING_HASHES,
  ) {}

  hash(plain: string): Promise<string> {
    return this.inTurn(() => this.inner.hash(plain));
  }

  verify(hash: string | null, plain: string): Promise<boolean> {
    return this.inTurn(() => this.inner.verify(hash, plain));
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.active >= this.maxActive) {
      if (this.waiting.length >= this.maxWaiting) throw new PasswordCheckBusyError(PASSWORD_CHECK_RETRY_AFTER_SECONDS);
      // The finishing computation hands its slot straight to us (active is not decremented), so no one can overtake.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    this.peakActive = Math.max(this.peakActive, this.active);
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
