import type { MikroORM } from '@mikro-orm/postgresql';
import type { DbPoolUsage } from '../observability/metrics';

/** The shape of knex's (tarn's) pool that the usage is read from. */
interface TarnPool {
  max: number;
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

/** Reads the ORM's connection pool (knex/tarn) when asked; null before it exists. */
export function ormPoolUsage(orm: MikroORM): () => DbPoolUsage | null {
  return () => {
    const pool = (orm.em.getConnection().getKnex().client as { pool?: TarnPool }).pool;
    if (!pool) return null;
    return { used: pool.numUsed(), idle: pool.numFree(), pending: pool.numPendingAcquires(), max: pool.max };
  };
}
