/**
 * Load for the fault tests: a few clients that keep sending requests over real HTTP and record every
 * answer (status, time) or socket failure, so a test can say "every request answered 2xx or 503".
 */

export interface Answer {
  label: string;
  /** HTTP status, or 0 when the socket failed (refused, reset, closed without an answer). */
  status: number;
  startedAt: number;
  ms: number;
  error?: string;
  retryAfter?: string | null;
}

export interface Load {
  readonly answers: Answer[];
  /** Resolves once an answer matching the condition has been recorded (bounded by timeoutMs). */
  waitFor(condition: (answer: Answer) => boolean, what: string, timeoutMs?: number): Promise<Answer>;
  stop(): Promise<Answer[]>;
}

export type LoadRequest = (client: number, round: number) => { label: string; url: string; init?: RequestInit };

export async function send(label: string, url: string, init: RequestInit = {}): Promise<Answer> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
    await response.arrayBuffer();
    return { label, status: response.status, startedAt, ms: Date.now() - startedAt, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { label, status: 0, startedAt, ms: Date.now() - startedAt, error: String((error as Error & { cause?: Error }).cause ?? error) };
  }
}

export function startLoad(clients: number, next: LoadRequest): Load {
  const answers: Answer[] = [];
  let stopped = false;
  const waiters = new Set<() => void>();
  const loops = Array.from({ length: clients }, async (_, client) => {
    for (let round = 0; !stopped; round++) {
      const { label, url, init } = next(client, round);
      answers.push(await send(label, url, init));
      waiters.forEach((wake) => wake());
    }
  });
  return {
    answers,
    async waitFor(condition, what, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = answers.find(condition);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}; answers so far: ${JSON.stringify(summarize(answers))}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, 250);
          waiters.add(wake);
        });
      }
    },
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return answers;
    },
  };
}

/** Counts by status (0 = socket failure), for assertions and the figures a test prints. */
export function summarize(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}

/** Signs in (or registers then signs in) over HTTP and returns the session cookie. */
export async function sessionCookie(baseUrl: string, username: string, password: string, register = false): Promise<string> {
  const response = await fetch(`${baseUrl}/api/${register ? 'register' : 'login'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status >= 300) throw new Error(`Signing in as ${username} answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('rounds.sid='));
  if (!cookie) throw new Error(`Signing in as ${username} set no session cookie`);
  return cookie.split(';')[0];
}

/** Prints a scenario's figures in one line, for the report of a run. */
export function reportFigures(scenario: string, figures: Record<string, unknown>): void {
  process.stdout.write(`[faults] ${scenario}: ${JSON.stringify(figures)}\n`);
}
