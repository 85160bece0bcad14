import { Client } from 'pg';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';

interface Verification {
  ok: boolean;
  checked: number;
  firstBrokenId: string | null;
}

/** The audit log is append-only and hash-chained: GET /api/admin/audit-log/verify finds an edited or removed entry. */
describe('Audit log hash chain (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    admin = await app.signIn('admin');
  });
  afterAll(() => app?.close());

  const verify = async (): Promise<Verification> => (await admin.get('/api/admin/audit-log/verify').expect(200)).body;
  const count = async () => Number((await app.query<{ n: string }>('select count(*) as n from audit_log'))[0].n);
  /** As a superuser who switches the triggers off for one transaction: what the app's role cannot do. */
  const asSuperuserBypassingTriggers = (statement: string) => app.query(`begin; set local session_replication_role = replica; ${statement}; commit;`);
  const entries = () => app.query<{ id: string; seq: string; action: string }>('select id, seq, action from audit_log order by seq');

  it('chains the entries the app writes and finds the chain whole', async () => {
    for (const enabled of [true, false, true, false]) await admin.put('/api/admin/signup-modal-state').send({ enabled }).expect(200);
    const rows = await entries();
    expect(rows.map((row) => Number(row.seq))).toEqual(rows.map((_row, index) => index + 1));
    expect(await verify()).toEqual({ ok: true, checked: await count(), firstBrokenId: null });
  });

  it('refuses UPDATE, DELETE and TRUNCATE to the app, whatever its privileges', async () => {
    const [first] = await entries();
    await expect(app.query(`update audit_log set action = 'nothing.happened' where id = $1`, [first.id])).rejects.toThrow(/append-only/);
    await expect(app.query('delete from audit_log where id = $1', [first.id])).rejects.toThrow(/append-only/);
    await expect(app.query('truncate audit_log')).rejects.toThrow(/append-only/);
    expect((await verify()).ok).toBe(true);
  });

  it('finds an entry a superuser changed in the database, and is whole again once it is put back', async () => {
    const rows = await entries();
    const edited = rows[Math.floor(rows.length / 2)];
    await asSuperuserBypassingTriggers(`update audit_log set action = 'setting.nothing_to_see' where id = '${edited.id}'`);
    expect(await verify()).toEqual({ ok: false, checked: rows.length, firstBrokenId: edited.id });
    await asSuperuserBypassingTriggers(`update audit_log set action = '${edited.action}' where id = '${edited.id}'`);
    expect(await verify()).toEqual({ ok: true, checked: rows.length, firstBrokenId: null });
  });

  it('finds a rewritten hash and a removed entry at the entry after it', async () => {
    const rows = await entries();
    const [, second, third, fourth] = rows;
    await asSuperuserBypassingTriggers(`update audit_log set hash = repeat('a', 64) where id = '${second.id}'`);
    // The second's own hash no longer fits its fields, so it is the first broken one.
    expect((await verify()).firstBrokenId).toBe(second.id);

    const whole = await app.query<{ hash: string }>(`select audit_log_entry_hash(prev_hash, seq, id, action, entity_type, entity_id, user_id, details, created_at) as hash from audit_log where id = $1`, [second.id]);
    await asSuperuserBypassingTriggers(`update audit_log set hash = '${whole[0].hash}' where id = '${second.id}'`);
    expect((await verify()).ok).toBe(true);

    await asSuperuserBypassingTriggers(`delete from audit_log where id = '${third.id}'`);
    expect(await verify()).toEqual({ ok: false, checked: rows.length - 1, firstBrokenId: fourth.id });
  });
});

describe('Audit log appends under concurrency (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    admin = await app.signIn('admin');
  });
  afterAll(() => app?.close());

  const insert = (client: Client, action: string) => client.query(`insert into audit_log (action, entity_type) values ($1, 'setting')`, [action]);
  const connect = async () => {
    const client = new Client({ connectionString: app.databaseUrl });
    await client.connect();
    return client;
  };

  it('makes a second append wait for the first one to commit, and chains it to that one', async () => {
    const [first, second] = [await connect(), await connect()];
    try {
      await first.query('begin');
      await insert(first, 'concurrency.first');
      await second.query('begin');
      const secondInsert = insert(second, 'concurrency.second');
      // The second append waits on the chain's advisory lock while the first transaction is open.
      const pid = (second as unknown as { processID: number }).processID;
      for (;;) {
        const waiting = await app.query(`select 1 from pg_locks where pid = $1 and locktype = 'advisory' and not granted`, [pid]);
        if (waiting.length > 0) break;
      }
      await first.query('commit');
      await secondInsert;
      await second.query('commit');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    const [a, b] = await app.query<{ seq: string; prev_hash: string; hash: string }>(
      `select seq, prev_hash, hash from audit_log where action in ('concurrency.first', 'concurrency.second') order by seq`,
    );
    expect(Number(b.seq)).toBe(Number(a.seq) + 1);
    expect(b.prev_hash).toBe(a.hash);
    expect((await admin.get('/api/admin/audit-log/verify').expect(200)).body.ok).toBe(true);
  });

  it('keeps the chain whole through 40 appends at once, with no gap from one that rolled back', async () => {
    const clients = await Promise.all(Array.from({ length: 8 }, connect));
    try {
      await Promise.all(
        clients.map(async (client, index) => {
          for (let round = 0; round < 5; round += 1) {
            await client.query('begin');
            await insert(client, `concurrency.burst_${index}_${round}`);
            await client.query(index === 0 && round === 0 ? 'rollback' : 'commit');
          }
        }),
      );
    } finally {
      await Promise.all(clients.map((client) => client.end()));
    }
    const seqs = (await app.query<{ seq: string }>('select seq from audit_log order by seq')).map((row) => Number(row.seq));
    expect(seqs).toEqual(seqs.map((_seq, index) => index + 1));
    expect(await app.query(`select 1 from audit_log where action like 'concurrency.burst_%'`)).toHaveLength(39);
    expect((await admin.get('/api/admin/audit-log/verify').expect(200)).body).toEqual({ ok: true, checked: seqs.length, firstBrokenId: null });
  });
});
