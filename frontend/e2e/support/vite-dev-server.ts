import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { FRONTEND_ROOT, REPO_ROOT } from './paths';

const VITE_BIN = path.join(REPO_ROOT, 'node_modules/vite/bin/vite.js');
const STARTUP_TIMEOUT_MS = 60_000;
const SHUTDOWN_TIMEOUT_MS = 10_000;

export interface ViteDevServer {
  /** Where the dev server listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts `vite` (the frontend's dev server, frontend/vite.config.ts) on a port the system picks, forwarding the
 * API to `apiUrl`, and waits for it to say where it listens.
 */
export async function startViteDevServer(apiUrl: string): Promise<ViteDevServer> {
  const child = spawn(process.execPath, [VITE_BIN, '--host', '127.0.0.1', '--port', '0', '--strictPort', '--clearScreen', 'false'], {
    cwd: FRONTEND_ROOT,
    env: { ...process.env, ROUNDS_DEV_API: apiUrl, NO_COLOR: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The Vite dev server did not start within ${STARTUP_TIMEOUT_MS} ms:\n${output}`)), STARTUP_TIMEOUT_MS);
    timer.unref();
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      // eslint-disable-next-line no-control-regex
      const local = /Local:\s+(http:\/\/[^\s/]+)/.exec(output.replace(/\u001b\[[0-9;]*m/g, ''));
      if (!local) return;
      clearTimeout(timer);
      resolve(local[1]);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The Vite dev server exited (code ${code}, signal ${signal}):\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop(child);
    throw error;
  });
  return { url, stop: () => stop(child) };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  // A dev server that does not stop is killed: it must not keep the Jest worker alive.
  const killer = setTimeout(() => child.kill('SIGKILL'), SHUTDOWN_TIMEOUT_MS);
  killer.unref();
  await exited;
  clearTimeout(killer);
}
