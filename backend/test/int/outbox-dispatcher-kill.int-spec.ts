import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { createMigratedDatabase, deleteRedisKeys, dropDatabase, TEST_PG_SERVER, TEST_REDIS_URL } from '../support/test-app';

const WORKER_ENTRY = resolve(__dirname, '../../dist/main.worker.js');
const EVENTS = 150;

/**
 * A worker SIGKILLed while the dispatcher is mid-batch: after a new worker takes over, the development
 * mailbox holds every message exactly once (its row is written in the delivery's own transaction), and the
 * webhook receiver has every event at least once, a repeat carrying the same Rounds-Event-Id.
 * Needs the backend built (`npm -w backend run build`): the workers run as real child processes.
 */
describe('The outbox survives a killed dispatcher (integration)', () => {
  const databaseName = `rounds_test_outbox_kill_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${TEST_PG_SERVER}/${databaseName}`;
  const workers: ChildProcess[] = [];
  let receiver: Server;
  const received: { id: string; header: string }[] = [];
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run \`npm -w backend run build\` first`);
    // A receiver that takes a little while to answer, so a batch lasts long enough to be killed in.
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ id: JSON.parse(body).id, header: String(request.headers['rounds-event-id']) });
        setTimeout(() => response.writeHead(200).end(), 15);
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', () => done()));
    env = {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: databaseName,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      PORT: '0',
      OUTBOX_DISPATCH_SCHEDULE: '* * * * * *',
      WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    };
    delete env.SMTP_URL;
    await createMigratedDatabase(databaseName);
    await sql(`insert into webhook_endpoints (id, url, events, secret) values (gen_random_uuid(), $1, '{order.paid}', 'whsec_kill_test')`, [
      `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
    ]);
    // Events as checkout records them: each for its own shopper's address.
    await sql(
      `insert into outbox_events (id, type, recipient_email, data)
       select gen_random_uuid(), 'order.paid', 'kill' || n || '@example.com',
              jsonb_build_object('orderId', gen_random_uuid(), 'orderNumber', 'K' || n, 'lines', '[]'::jsonb, 'subtotalCents', 1000, 'feesCents', 0, 'taxCents', 80, 'totalCents', 1080)
         from generate_series(1, ${EVENTS}) n`,
    );
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    receiver?.closeAllConnections();
    await new Promise<void>((done) => (receiver ? receiver.close(() => done()) : done()));
    await dropDatabase(databaseName);
    await deleteRedisKeys(databaseName);
  });

  async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  }
  const count = async (text: string) => Number((await sql<{ n: string }>(text))[0].n);

  function startWorker(): ChildProcess {
    const worker = spawn(process.execPath, [WORKER_ENTRY], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    workers.push(worker);
    return worker;
  }

  it('delivers every mail exactly once and every webhook at least once, under the same event id, after a SIGKILL', async () => {
    const first = startWorker();
    const deadline = Date.now() + 90_000;
    let delivered = 0;
    const total = EVENTS * 2;
    while (delivered < 20) {
      if (Date.now() > deadline) throw new Error(`The dispatcher never got going (${delivered} deliveries); cannot test the kill`);
      await new Promise((done) => setTimeout(done, 20));
      delivered = await count(`select count(*) as n from outbox_deliveries where status = 'delivered'`);
    }
    first.kill('SIGKILL');
    await new Promise((done) => first.once('exit', done));
    const before = await count(`select count(*) as n from outbox_deliveries where status = 'delivered'`);
    expect(before).toBeLessThan(total);

    startWorker();
    const again = Date.now() + 120_000;
    while ((await count(`select count(*) as n from outbox_deliveries where status = 'delivered'`)) < total) {
      if (Date.now() > again) throw new Error('The new worker did not finish the outbox');
      await new Promise((done) => setTimeout(done, 200));
    }

    // The mailbox: exactly one message per event, to its address.
    expect(await count(`select count(*) as n from mailbox_messages`)).toBe(EVENTS);
    expect(await count(`select count(distinct event_id) as n from mailbox_messages`)).toBe(EVENTS);
    // Webhooks: every event at least once, a repeat with the same id in body and header.
    const eventIds = (await sql<{ id: string }>(`select id from outbox_events`)).map((row) => row.id).sort();
    expect([...new Set(received.map((hook) => hook.id))].sort()).toEqual(eventIds);
    expect(received.every((hook) => hook.header === hook.id)).toBe(true);
    expect(received.length).toBeGreaterThanOrEqual(EVENTS);
    expect(await count(`select count(*) as n from outbox_deliveries where status <> 'delivered'`)).toBe(0);
  }, 300_000);
});
