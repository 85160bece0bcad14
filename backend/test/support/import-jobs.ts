import type TestAgent from 'supertest/lib/agent';

export interface ImportJobBody {
  id: string;
  state: 'waiting' | 'active' | 'completed' | 'failed';
  progress: number;
  result: {
    success: number;
    total: number;
    created: number;
    updated: number;
    errors: Array<{ row: number; error: string }>;
    errorCount: number;
    dryRun: boolean;
  } | null;
  failedReason: string | null;
  createdAt: string;
  finishedAt: string | null;
}

/** Polls GET /api/admin/jobs/{id} until the job has finished (or the time is up). */
export async function waitForImportJob(agent: TestAgent, jobId: string, timeoutMs = 45_000): Promise<ImportJobBody> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await agent.get(`/api/admin/jobs/${jobId}`).expect(200);
    const job = response.body as ImportJobBody;
    if (job.state === 'completed' || job.state === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`Job ${jobId} still ${job.state} at ${job.progress}% after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function csv(lines: string[]): Buffer {
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

/**
 * Runs `work` while the database refuses every product named "Exploding …" with `message` (a trigger raising
 * it), so an import job breaks on the database's side; the trigger is gone afterwards, whatever `work` did.
 */
export async function whileProductsTableRefuses<T>(app: { query(sql: string): Promise<unknown> }, message: string, work: () => Promise<T>): Promise<T> {
  await app.query(`create function refuse_exploding_products() returns trigger language plpgsql as $$
      begin
        if new.name like 'Exploding %' then raise exception '${message.replaceAll("'", "''")}'; end if;
        return new;
      end $$`);
  await app.query('create trigger refuse_exploding_products before insert on products for each row execute function refuse_exploding_products()');
  try {
    return await work();
  } finally {
    await app.query('drop trigger refuse_exploding_products on products');
    await app.query('drop function refuse_exploding_products()');
  }
}
