import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, Socket } from 'node:net';
import { resolve } from 'node:path';
import { BACKEND_DIST, SpawnedApp, spawnApp } from '../support/spawn-app';
import { createMigratedDatabase, deleteRedisKeys, dropDatabase, TEST_PG_SERVER, TEST_REDIS_URL } from '../support/test-app';

const SLOW_REQUESTS = 5;
const LOAD_LOOPS = 6;

interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

/**
 * One request on its own connection (no keep-alive pool), so a closed listener shows as ECONNREFUSED. It asks
 * for keep-alive, so the answer's `Connection: close` says the server is draining; the test closes the socket.
 */
function get(url: string): Promise<Answer> {
  return new Promise((resolveAnswer, reject) => {
    const outgoing = httpRequest(url, { agent: false, headers: { connection: 'keep-alive' } }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => {
        resolveAnswer({ status: response.statusCode!, body, connection: response.headers.connection });
        outgoing.destroy();
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * A sign-in whose body the test holds back: the server has the request in flight for as long as the test
 * wants. `finish()` sends the rest and resolves with the raw answer.
 */
async function startSlowSignIn(port: number): Promise<{ socket: Socket; finish(): Promise<string> }> {
  const body = JSON.stringify({ username: 'nobody-in-particular', password: 'not-the-password-1' });
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolveConnect, reject) => socket.once('connect', resolveConnect).once('error', reject));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk));
  const ended = new Promise<string>((resolveEnd, reject) => socket.once('close', () => resolveEnd(answer)).once('error', reject));
  socket.write(`POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`);
  return {
    socket,
    finish: async () => {
      socket.write(body.slice(10));
      return ended;
    },
  };
}

/**
 * SIGTERM to an API process under load: /api/ready answers 503 while it drains, requests keep being served
 * during SHUTDOWN_DELAY_MS, then new connections are refused while every request already in flight is still
 * answered; the process exits 0. Needs the backend built (`npm -w backend run build`).
 */
describe('API SIGTERM under load (integration)', () => {
  const databaseName = `rounds_test_drain_${process.pid}_${randomBytes(4).toString('hex')}`;
  let app: SpawnedApp;

  beforeAll(async () => {
    if (!existsSync(resolve(BACKEND_DIST, 'main.api.js'))) throw new Error('backend/dist is missing: run `npm -w backend run build` first');
    await createMigratedDatabase(databaseName);
    app = await spawnApp('main.api.js', {
      NODE_ENV: 'test',
      DATABASE_URL: `${TEST_PG_SERVER}/${databaseName}`,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: databaseName,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
      SEED_DEMO_DATA: 'false',
      LOG_FORMAT: 'json',
      // Serving goes on this long after SIGTERM; the drain itself waits for the test.
      SHUTDOWN_DELAY_MS: '5000',
      SHUTDOWN_TIMEOUT_MS: '60000',
    });
  });

  afterAll(async () => {
    await app?.stop('SIGKILL');
    await dropDatabase(databaseName);
    await deleteRedisKeys(databaseName);
  });

  it('answers 503 on /api/ready while draining and fails no request that had started', async () => {
    const port = Number(new URL(app.url).port);
    const exited = new Promise<number | null>((resolveExit) => app.process.once('exit', (code) => resolveExit(code)));

    // Load: several loops of catalog reads, each on a fresh connection, each until its own answer says the
    // server is draining (a loop that waited for the readiness poll instead could still be connecting when
    // the listener closed, on a machine slow enough that the poll saw the 503 late).
    const loadAnswers: Answer[] = [];
    const loops = Array.from({ length: LOAD_LOOPS }, async () => {
      for (;;) {
        const answer = await get(`${app.url}/api/products?limit=5`);
        loadAnswers.push(answer);
        if (answer.connection === 'close') return;
      }
    });

    // Requests in flight: the server has their headers and waits for their bodies.
    const slow = await Promise.all(Array.from({ length: SLOW_REQUESTS }, () => startSlowSignIn(port)));
    for (;;) {
      const metrics = (await get(`${app.url}/metrics`)).body;
      const inFlight = Number(/^http_requests_in_flight\{[^}]*\} (\d+)$/m.exec(metrics)?.[1] ?? 0);
      if (inFlight >= SLOW_REQUESTS + 1) break; // the slow ones, plus this scrape
      await new Promise((resolvePoll) => setTimeout(resolvePoll, 20));
    }

    app.process.kill('SIGTERM');
    let ready = await get(`${app.url}/api/ready`);
    while (ready.status === 200) ready = await get(`${app.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'draining' });
    expect(ready.connection).toBe('close');
    await Promise.all(loops);
    expect(loadAnswers.length).toBeGreaterThan(0);
    expect(loadAnswers.filter((answer) => answer.status !== 200)).toEqual([]);

    // After SHUTDOWN_DELAY_MS the listener closes: a new connection is refused... A poll whose connection was
    // accepted in the same instant, before its request was read, is closed as idle and sees ECONNRESET: no
    // request had started on it, so polling goes on until the port refuses.
    let refused: NodeJS.ErrnoException | null = null;
    while (refused?.code !== 'ECONNREFUSED') {
      refused = await get(`${app.url}/api/health`).then(
        () => null,
        (error: NodeJS.ErrnoException) => error,
      );
      if (refused && refused.code !== 'ECONNRESET') break;
      if (!refused) await new Promise((resolvePoll) => setTimeout(resolvePoll, 50));
    }
    expect(refused?.code).toBe('ECONNREFUSED');
    expect(app.process.exitCode).toBeNull();

    // ...while every request already in flight is answered, and its connection closed after it.
    const answers = await Promise.all(slow.map((request) => request.finish()));
    for (const answer of answers) {
      expect(answer).toMatch(/^HTTP\/1\.1 401 Unauthorized\r\n/);
      expect(answer).toMatch(/\r\nConnection: close\r\n/i);
      expect(answer).toMatch(/"code":"INVALID_CREDENTIALS"/);
    }

    expect(await exited).toBe(0);
    const messages = app
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line).msg);
    expect(messages).toEqual(expect.arrayContaining(['SIGTERM received: draining', 'HTTP drained: every request in flight was answered', 'stopped']));
  }, 180_000); // the drain waits for this test; jest's 60 s default could cut it short on a loaded machine
});
