import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { types } from 'pg';
import { RUNTIME, Runtime } from '../runtime';
import { preparedStatementName } from './prepared-statement-name';

interface PooledPgConnection {
  query(query: { name?: string; text: string; values: readonly unknown[]; types: typeof PG_DEFAULT_TYPES }): Promise<{ rows: unknown[] }>;
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
  /**
   * The embedded PGlite serves every socket from ONE backend session, where a statement one socket
   * prepared would clash with the same name prepared by another; there, statements stay unnamed.
   */
  private readonly canPrepare: boolean;
  private readonly names = new Map<string, string>();

  constructor(
    private readonly orm: MikroORM,
    @Inject(RUNTIME) runtime: Runtime,
  ) {
    this.canPrepare = !runtime.database.embedded;
  }

  async rows<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.run<T>({ text: sql, values: params, types: PG_DEFAULT_TYPES });
  }

  /**
   * Like rows(), as a named prepared statement: each pooled connection parses and plans the text
   * once, then only binds and executes. For hot statements whose text comes from a small fixed set
   * (every value a parameter) and whose best plan does not depend on the values: after five
   * executions PostgreSQL may keep one generic plan for all values.
   */
  async preparedRows<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    if (!this.canPrepare) return this.rows<T>(sql, params);
    return this.run<T>({ name: this.nameOf(sql), text: sql, values: params, types: PG_DEFAULT_TYPES });
  }

  private nameOf(sql: string): string {
    let name = this.names.get(sql);
    if (name === undefined) {
      name = preparedStatementName(sql);
      this.names.set(sql, name);
    }
    return name;
  }

  private async run<T>(query: Parameters<PooledPgConnection['query']>[0]): Promise<T[]> {
    const pool = this.orm.em.getConnection().getKnex().client as KnexPoolClient;
    const connection = await pool.acquireConnection();
    try {
      return (await connection.query(query)).rows as T[];
    } finally {
      await pool.releaseConnection(connection);
    }
  }
}
