/**
 * One read shared by every caller that asks while it is pending, without ever answering a caller
 * with a read that began before the caller asked: whoever asks while a read is running waits for
 * the next one, which starts as soon as the running one ends and answers all of them. So each
 * answer is at least as fresh as a read of one's own, and a burst of N callers costs about two reads
 * instead of N (one round trip of extra wait at most).
 */
export class FreshSharedRead<T> {
  private running: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.running === null) return this.start();
    if (this.queued === null) {
      const after = this.running.then(
        () => undefined,
        () => undefined,
      );
      this.queued = after.then(() => {
        this.queued = null;
        return this.start();
      });
    }
    return this.queued;
  }

  private start(): Promise<T> {
    const reading = this.read().finally(() => {
      if (this.running === reading) this.running = null;
    });
    this.running = reading;
    return reading;
  }
}
