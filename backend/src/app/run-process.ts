import { ProcessRole } from '../config/app-config';
import { startApp } from './bootstrap';

/** Starts the process for a role (PROCESS_ROLE overrides, so one image can run either) and stops cleanly on signals. */
export async function runProcess(defaultRole: ProcessRole): Promise<void> {
  const role = (process.env.PROCESS_ROLE as ProcessRole | undefined) ?? defaultRole;
  try {
    const started = await startApp({ role });
    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`${signal} received, shutting down`);
      await started.stop().catch((error) => console.error(error));
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
  } catch (error) {
    console.error((error as Error).message ?? error);
    if (process.env.LOG_LEVEL === 'debug') console.error(error);
    process.exit(1);
  }
}
