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
