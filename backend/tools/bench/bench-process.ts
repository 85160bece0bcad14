import { ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';

/** A process's memory from /proc (kB): VmHWM is its peak resident set so far, VmRSS its current one. */
export function procStatusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : 0;
}

/** Resolves once the child's stdout has printed a line matching `pattern`; rejects if it exits first or takes too long. */
export async function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs = 60_000): Promise<void> {
  let seen = '';
  await new Promise<void>((resolveWait, reject) => {
    const timer = setTimeout(() => reject(new Error(`No "${pattern}" within ${timeoutMs} ms:\n${seen}`)), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString('utf8');
      if (pattern.test(seen)) {
        clearTimeout(timer);
        resolveWait();
      }
    });
    child.once('exit', (code) => reject(new Error(`Process exited (${code}) before "${pattern}":\n${seen}`)));
  });
  child.stdout!.resume(); // keep draining its log
}

/** CPU time a process has used so far (user + system, ms), from /proc/<pid>/stat (clock ticks of 10 ms). */
export function procCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may contain spaces) start at state: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Starts a server whose log goes to a file, not to a pipe this process drains: stdout pipes are synchronous on
 * Linux, so a server logging a line per request would wait on the load generator (which runs here) whenever it
 * is busy, and the benchmark would measure the load generator. Resolves once the log shows `pattern`.
 */
export async function spawnLoggingToFile(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string, pattern: RegExp, timeoutMs = 90_000): Promise<ChildProcess> {
  const fd = openSync(logFile, 'w');
  const child = spawn(command, args, { env, stdio: ['ignore', fd, 'inherit'] });
  closeSync(fd);
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Process exited (${child.exitCode}) before "${pattern}":\n${readFileSync(logFile, 'utf8')}`);
    if (pattern.test(readFileSync(logFile, 'utf8'))) return child;
    if (Date.now() - started > timeoutMs) throw new Error(`No "${pattern}" within ${timeoutMs} ms in ${logFile}`);
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}
