import { ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

export const BACKEND_DIST = resolve(__dirname, '..', '..', 'dist');

export interface SpawnedApp {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

interface ReadyMessage {
  type: 'ready';
  url: string;
}

/**
 * Runs the BUILT app (`backend/dist`) as its own process, as a newcomer or a deployment would,
 * and waits for its ready message on the IPC channel. Needed where a library cannot run inside jest's VM (PGlite).
 * Without a PORT the app listens on one the OS picks and says which: a port probed free beforehand can be taken
 * by another test's connection before the app binds it, and a health poll on it can be answered by someone else.
 */
export async function spawnApp(entry: 'main.js' | 'main.api.js' | 'main.worker.js', env: Record<string, string>, timeoutMs = 90_000): Promise<SpawnedApp> {
  const child = spawn(process.execPath, [resolve(BACKEND_DIST, entry)], {
    env: { ...process.env, LOG_LEVEL: 'log', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  let timer: NodeJS.Timeout | undefined;
  try {
    const url = await new Promise<string>((resolveReady, rejectReady) => {
      child.on('message', (message: ReadyMessage) => {
        if (message?.type === 'ready') resolveReady(message.url);
      });
      child.once('exit', (code, signal) => rejectReady(new Error(`The app exited early (${code ?? signal}):\n${output}`)));
      timer = setTimeout(() => rejectReady(new Error(`The app did not become ready within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    });
    // The channel served its purpose; left open it would keep this test process alive.
    child.disconnect();
    return { url, process: child, output: () => output, stop };
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
