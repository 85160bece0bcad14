import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { startApp, StartedApp } from '../../src/app/bootstrap';
import { CommissionsJob } from '../../src/modules/commissions';
import { createMigratedDatabase, deleteRedisKeys, dropDatabase, TEST_PG_SERVER, TEST_REDIS_URL } from '../support/test-app';

const WORKER_ENTRY = resolve(__dirname, '../../dist/main.worker.js');
const USERS = 400;
const ENTRIES_PER_USER = 5;
const BANKING = JSON.stringify({ accountHolderName: 'Kill Test', bankName: 'Sandbox Bank', routingNumber: '110000000', accountNumber: '000123456789', accountType: 'checking' });

/**
 * The worker is SIGKILLed in the middle of a payout run; running the job again (on a new worker, for
 * the same schedule slot) finishes the payouts the killed run opened and pays nobody twice: one
 * payout per user and period, one provider transfer per payout, every entry paid exactly once.
 * Needs the backend built (`npm -w backend run build`), since the worker runs as a real child process.
 */
describe('Payout run survives a killed worker (integration)', () => {
  const databaseName = `rounds_test_payout_kill_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${TEST_PG_SERVER}/${databaseName}`;
  let api: StartedApp;
  let env: NodeJS.ProcessEnv;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    if (!existsSync(WORKER_ENTRY)) throw new Error(`${WORKER_ENTRY} is missing: run \`npm -w backend run build\` first`);
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
    };
    await createMigratedDatabase(databaseName);
    // The API only enqueues; the job is consumed by worker child processes alone.
    api = await startApp({ role: 'api', env, listen: false });
    // Payouts go only to accounts with a confirmed address.
    await sql(
      `insert into users (id, username, password_hash, email, email_verified_at, created_at, updated_at)
       select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'kill_' || n, 'x', 'kill' || n || '@example.com', now(), now(), now() from generate_series(1, ${USERS}) n`,
    );
    await sql(
      `insert into commission_accounts (user_id, tier, commission_rate, banking_details)
       select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'level1_curator', 5, $1::jsonb from generate_series(1, ${USERS}) n`,
      [BANKING],
    );
    await sql(
      `insert into commission_entries (kind, order_id, order_item_id, product_name, user_id, shopper_id, attribution_rule, gmv_cents, rate_percent, tier, amount_cents, status, payable_at)
       select 'commission', gen_random_uuid(), gen_random_uuid(), 'Kill Test Bottle', ('00000000-0000-4000-8000-' || lpad(u::text, 12, '0'))::uuid, gen_random_uuid(),
              'last_click', 10000, 5, 'level1_curator', 500, 'payable', now() - interval '1 day'
         from generate_series(1, ${USERS}) u, generate_series(1, ${ENTRIES_PER_USER}) e`,
    );
  });

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null && worker.signalCode === null) worker.kill('SIGKILL');
    await api?.stop();
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

  function startWorker(): ChildProcess {
    const worker = spawn(process.execPath, [WORKER_ENTRY], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    workers.push(worker);
    return worker;
  }

  async function waitForJob(jobId: string, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const job = await api.runtime.jobQueue.getJob(CommissionsJob.RunPayouts, jobId);
      if (job && (job.state === 'completed' || job.state === 'failed')) return job;
      if (Date.now() > deadline) throw new Error(`Payout job ${jobId} did not finish within ${timeoutMs} ms (state ${job?.state})`);
      await new Promise((resolvePoll) => setTimeout(resolvePoll, 100));
    }
  }

  it('pays every user exactly once after a SIGKILL mid-run and a second run of the same slot', async () => {
    const runAt = new Date().toISOString();
    const first = startWorker();
    await api.runtime.jobQueue.enqueue(CommissionsJob.RunPayouts, { runAt }, { jobId: 'payouts-first' });

    const deadline = Date.now() + 90_000;
    let opened = 0;
    while (opened === 0 || opened >= USERS) {
      if (Date.now() > deadline) throw new Error(`Never saw the run mid-way (${opened} payouts opened); cannot test the kill`);
      if (opened >= USERS) throw new Error('The run opened every payout before it could be killed; raise USERS');
      await new Promise((resolvePoll) => setTimeout(resolvePoll, 10));
      opened = Number((await sql<{ n: string }>('select count(*) as n from payouts'))[0].n);
    }
    first.kill('SIGKILL');
    await new Promise((resolveExit) => first.once('exit', resolveExit));
    const [before] = await sql<{ payouts: string; paid: string }>(`select count(*) as payouts, count(*) filter (where status = 'paid') as paid from payouts`);
    expect(Number(before.paid)).toBeLessThan(USERS);

    startWorker();
    const again = await waitForJob((await api.runtime.jobQueue.enqueue(CommissionsJob.RunPayouts, { runAt }, { jobId: 'payouts-again' })).jobId, 120_000);
    expect(again.state).toBe('completed');

    const [totals] = await sql<Record<string, string>>(
      `select (select count(*) from payouts) as payouts,
              (select count(distinct user_id) from payouts) as users,
              (select count(*) from payouts where status = 'paid') as paid,
              (select count(*) from sandbox_payout_transfers) as transfers,
              (select coalesce(sum(amount_cents), 0) from payouts) as paid_cents,
              (select count(*) from commission_entries where status = 'paid') as paid_entries,
              (select count(*) from commission_entries where status <> 'paid') as unpaid_entries`,
    );
    expect(totals).toEqual({
      payouts: String(USERS),
      users: String(USERS),
      paid: String(USERS),
      transfers: String(USERS),
      paid_cents: String(USERS * ENTRIES_PER_USER * 500),
      paid_entries: String(USERS * ENTRIES_PER_USER),
      unpaid_entries: '0',
    });
    // Each entry went payable → in_payout → paid once.
    const [history] = await sql<{ n: string }>(`select count(*) as n from commission_entry_events where to_status = 'paid'`);
    expect(Number(history.n)).toBe(USERS * ENTRIES_PER_USER);
  }, 300_000); // the waits inside bound it (90 s + 120 s)
});
