/**
 * Whether this process is stopping. Set once by the shutdown sequence (src/app/graceful-shutdown.ts);
 * read by /api/ready, which answers 503 from then on so load balancers send no more traffic.
 */
export class ProcessLifecycle {
  private drainingSince: Date | null = null;

  get draining(): boolean {
    return this.drainingSince !== null;
  }

  beginDraining(): void {
    this.drainingSince ??= new Date();
  }
}
