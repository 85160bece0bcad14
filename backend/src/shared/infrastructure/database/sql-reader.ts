import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

interface PooledPgConnection {
  query(sql: string, params: readonly unknown[]): Promise<{ rows: unknown[] }>;
}

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
      return (await connection.query(sql, params)).rows as T[];
    } finally {
      await pool.releaseConnection(connection);
    }
  }
}
