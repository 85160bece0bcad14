import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { types } from 'pg';

interface PooledPgConnection {
  query(query: { text: string; values: readonly unknown[]; types: typeof PG_DEFAULT_TYPES }): Promise<{ rows: unknown[] }>;
}

/**
 * The ORM's connections keep timestamps as PostgreSQL text ('2026-01-02 03:04:05+00') for its own
 * hydration; read models want node-postgres' defaults, so that timestamps become Dates (ISO 8601 in JSON).
 */
const PG_DEFAULT_TYPES = { getTypeParser: types.getTypeParser };

interface KnexPoolClient {
  acquireConnection(): Promise<PooledPgConnection>;
  releaseConnection(connection: PooledPgConnection): Promise<void>;
}

/**
 * Read models run hand-written SQL ($1 placeholders) on a connection borrowed from the ORM's own
 * pool: no entity hydration, no identity map, no query-builder pass. Used by hot listing paths.
 */
@Injectable()
export class SqlReader {
  constructor(private readonly orm: MikroORM) {}

  async rows<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const pool = this.orm.em.getConnection().getKnex().client as KnexPoolClient;
    const connection = await pool.acquireConnection();
    try {
      return (await connection.query({ text: sql, values: params, types: PG_DEFAULT_TYPES })).rows as T[];
    } finally {
      await pool.releaseConnection(connection);
    }
  }
}
