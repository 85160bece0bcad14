import { ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { freeLoopbackPort } from '../../src/shared/infrastructure/net/free-loopback-port';

export const BACKEND_DIST = resolve(__dirname, '..', '..', 'dist');

export interface SpawnedApp {
  url: string;
  process: ChildProcess;
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Runs the BUILT app (`backend/dist`) as its own process, as a newcomer or a deployment would,
 * and waits until /api/health answers. Needed where a library cannot run inside jest's VM (PGlite).
 */
export async function spawnApp(entry: 'main.js' | 'main.api.js' | 'main.worker.js', env: Record<string, string>, timeoutMs = 90_000): Promise<SpawnedApp> {
  const port = Number(env.PORT ?? (await freeLoopbackPort()));
  const child = spawn(process.execPath, [resolve(BACKEND_DIST, entry)], {
    env: { ...process.env, LOG_LEVEL: 'log', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited early (${child.exitCode}):\n${output}`);
    if (entry === 'main.worker.js' ? /consuming jobs/.test(output) : await answers(`${url}/api/health`)) {
      return { url, process: child, output: () => output, stop };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop('SIGKILL');
  throw new Error(`The app did not become healthy within ${timeoutMs} ms:\n${output}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
