import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { rootLogger } from '../shared/infrastructure/observability/logger';
import type { StartedApp } from './bootstrap';

/** The requests an HTTP server is answering, so that a stopping process can wait for them. */
export class InFlightRequests {
  private readonly responses = new Set<ServerResponse>();
  private draining = false;

  constructor(private readonly server: Server) {
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      this.responses.add(response);
      response.once('close', () => {
        this.responses.delete(response);
        // Its keep-alive connection is idle now: a draining server closes it instead of waiting for the client.
        if (this.draining) setImmediate(() => this.server.closeIdleConnections());
      });
    });
  }

  get count(): number {
    return this.responses.size;
  }

  /**
   * Stops accepting connections, lets the requests in flight finish (their answers close their
   * connections), and after `timeoutMs` closes whatever is still open. Resolves once the server is closed.
   */
  async drain(timeoutMs: number): Promise<{ timedOut: boolean; unfinished: number }> {
    this.draining = true;
    for (const response of this.responses) if (!response.headersSent) response.setHeader('Connection', 'close');
    let timer: NodeJS.Timeout | undefined;
    let unfinished = 0;
    const closed = new Promise<boolean>((resolve) => this.server.close(() => resolve(false)));
    this.server.closeIdleConnections();
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => {
        unfinished = this.responses.size;
        this.server.closeAllConnections();
        resolve(true);
      }, timeoutMs);
    });
    const result = await Promise.race([closed, timedOut]);
    clearTimeout(timer);
    return { timedOut: result, unfinished };
  }
}

/**
 * What SIGTERM (or SIGINT) does, in order:
 * 1. /api/ready (and a worker's /health) answers 503 "draining";
 * 2. an API process keeps serving for SHUTDOWN_DELAY_MS (so load balancers see the 503 and move away),
 *    then stops accepting connections and lets in-flight requests finish, for up to SHUTDOWN_TIMEOUT_MS;
 * 3. the job queue closes: no new job is taken, the running one stops after its next saved batch and goes
 *    back to the queue for another worker to resume (or finishes), within SHUTDOWN_TIMEOUT_MS;
 * 4. pools and connections close, and the process exits with 0.
 */
export async function shutDownGracefully(started: StartedApp, signal: string): Promise<void> {
  const { config, lifecycle, jobQueue } = started.runtime;
  const logger = rootLogger().child({ context: 'Shutdown' });
  const began = Date.now();
  lifecycle.beginDraining();
  logger.info({ signal, inFlight: started.inFlight?.count ?? 0, delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs }, `${signal} received: draining`);

  if (started.inFlight) {
    if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    const { timedOut, unfinished } = await started.inFlight.drain(config.shutdownTimeoutMs);
    if (timedOut) logger.warn({ unfinished }, `${unfinished} request(s) still running after ${config.shutdownTimeoutMs} ms: their connections were closed`);
    else logger.info({ durationMs: Date.now() - began }, 'HTTP drained: every request in flight was answered');
  }
  await jobQueue.close(config.shutdownTimeoutMs);
  await started.stop();
  logger.info({ durationMs: Date.now() - began }, 'stopped');
}
