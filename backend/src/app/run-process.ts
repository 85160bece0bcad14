import { ProcessRole } from '../config/app-config';
import { rootLogger } from '../shared/infrastructure/observability/logger';
import { startApp } from './bootstrap';
import { shutDownGracefully } from './graceful-shutdown';

/**
 * Starts the process for a role (PROCESS_ROLE overrides, so one image can run either). SIGTERM or SIGINT
 * drains it (see shutDownGracefully); a second signal while draining exits at once.
 */
export async function runProcess(defaultRole: ProcessRole): Promise<void> {
  const role = (process.env.PROCESS_ROLE as ProcessRole | undefined) ?? defaultRole;
  try {
    const started = await startApp({ role });
    // A supervisor that spawned this process with an IPC channel (PM2's wait_ready, the tests' spawnApp)
    // learns it is serving, and on which port, without polling a port it had to guess was free.
    process.send?.({ type: 'ready', role, url: started.url });
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) {
        rootLogger().warn({ signal }, `${signal} received again while draining: exiting now`);
        process.exit(1);
      }
      stopping = true;
      try {
        await shutDownGracefully(started, signal);
        process.exit(0);
      } catch (error) {
        rootLogger().error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
  } catch (error) {
    rootLogger().fatal({ err: error }, (error as Error).message ?? String(error));
    process.exit(1);
  }
}
