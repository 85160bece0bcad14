import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { types } from 'pg';
import type { z } from 'zod';
import { LagTolerantSql, Sql, SqlStatement } from '../../application/sql';
import type { TransactionContext } from '../../application/unit-of-work';
import { RUNTIME, Runtime } from '../runtime';
import { entityManagerOf } from './mikro-orm-unit-of-work';
import { preparedStatementName } from './prepared-statement-name';

/**
 * The ORM's connections keep timestamps as PostgreSQL text ('2026-01-02 03:04:05+00') for its own
 * hydration; here node-postgres' defaults apply, so that timestamps become Dates (ISO 8601 in JSON).
 */
const PG_DEFAULT_TYPES = { getTypeParser: types.getTypeParser };

/**
 * Runs statements on the ORM's own pools, through its connections (no second pool, no entity
 * hydration), inside the caller's transaction when one is open (always on the primary).
 */
class OrmStatementRunner {
  /**
   * The embedded PGlite serves every socket from ONE backend session, where a statement one socket
   * prepared would clash with the same name prepared by another; there, statements stay unnamed.
   */
  private readonly canPrepare: boolean;
  private readonly names = new Map<string, string>();

  constructor(
    private readonly orm: MikroORM,
    runtime: { database: Pick<Runtime['database'], 'embedded'> },
    /** 'read': the replica when one is configured (the primary otherwise). */
    private readonly connection: 'write' | 'read',
  ) {
    this.canPrepare = !runtime.database.embedded;
  }

  async run(statement: SqlStatement<z.ZodType>, values: readonly unknown[], tx: TransactionContext | undefined): Promise<unknown[]> {
    const em = tx ? entityManagerOf(tx) : this.orm.em;
    const transaction = em.getTransactionContext();
    const query = em
      .getConnection(transaction ? 'write' : this.connection)
      .getKnex()
      // No bindings on the raw: knex leaves the text alone (no `?` rewriting), node-postgres binds the values.
      .raw(statement.text)
      .options({ values: [...values], types: PG_DEFAULT_TYPES, ...(statement.prepared && this.canPrepare ? { name: this.nameOf(statement.text) } : {}) });
    if (transaction) query.transacting(transaction);
    return ((await query) as { rows: unknown[] }).rows;
  }

  private nameOf(text: string): string {
    let name = this.names.get(text);
    if (name === undefined) {
      name = preparedStatementName(text);
      this.names.set(text, name);
    }
    return name;
  }
}

/** {@link Sql} on the primary. */
@Injectable()
export class MikroOrmSql extends Sql {
  private readonly runner: OrmStatementRunner;

  constructor(orm: MikroORM, @Inject(RUNTIME) runtime: { database: Pick<Runtime['database'], 'embedded'> }) {
    super();
    this.runner = new OrmStatementRunner(orm, runtime, 'write');
  }

  protected run(statement: SqlStatement<z.ZodType>, values: readonly unknown[], tx: TransactionContext | undefined): Promise<unknown[]> {
    return this.runner.run(statement, values, tx);
  }
}

/** {@link LagTolerantSql} on the ORM's read replica (DATABASE_READ_URL), or on the primary when there is none. */
@Injectable()
export class MikroOrmLagTolerantSql extends LagTolerantSql {
  private readonly runner: OrmStatementRunner;

  constructor(orm: MikroORM, @Inject(RUNTIME) runtime: { database: Pick<Runtime['database'], 'embedded'> }) {
    super();
    this.runner = new OrmStatementRunner(orm, runtime, 'read');
  }

  protected run(statement: SqlStatement<z.ZodType>, values: readonly unknown[], tx: TransactionContext | undefined): Promise<unknown[]> {
    return this.runner.run(statement, values, tx);
  }
}
