import { Client } from 'pg';

/** The PostgreSQL server the benchmarks create their own databases on. */
export const PG_SERVER = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

export async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function dropBenchDatabase(name: string): Promise<void> {
  if (!name.includes('bench')) throw new Error(`Refusing to drop "${name}": benchmark databases have "bench" in their name`);
  await withClient(`${PG_SERVER}/postgres`, (client) => client.query(`drop database if exists "${name}" with (force)`));
}
