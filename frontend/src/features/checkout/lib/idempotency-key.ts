/**
 * One Idempotency-Key per checkout attempt: a retry of the very same submission (same body, e.g.
 * after a timeout) reuses the key so the server replays its first answer instead of charging twice,
 * while a changed submission (another card, a corrected address) gets a fresh key.
 */
export class IdempotencyKeyRing {
  private current: { key: string; fingerprint: string } | null = null;

  keyFor(body: unknown): string {
    const fingerprint = JSON.stringify(body);
    if (this.current?.fingerprint !== fingerprint) {
      this.current = { key: randomKey(), fingerprint };
    }
    return this.current.key;
  }

  /** After a completed order the next checkout is a new attempt. */
  reset(): void {
    this.current = null;
  }
}

// crypto.getRandomValues works on plain-HTTP origins too, unlike crypto.randomUUID.
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
