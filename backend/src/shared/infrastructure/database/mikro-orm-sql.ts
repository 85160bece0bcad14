import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { types } from 'pg';
import type { z } from 'zod';
import { Sql, SqlStatement } from '../../application/sql';
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
 * {@link Sql} on the ORM's own pool, through its connection (no second pool, no entity hydration),
 * inside the caller's transaction when one is open.
 */
@Injectable()
export class MikroOrmSql extends Sql {
  /**
   * The embedded PGlite serves every socket from ONE backend session, where a statement one socket
   * prepared would clash with the same name prepared by another; there, statements stay unnamed.
   */
  private readonly canPrepare: boolean;
  private readonly names = new Map<string, string>();

  constructor(
    private readonly orm: MikroORM,
    @Inject(RUNTIME) runtime: { database: Pick<Runtime['database'], 'embedded'> },
  ) {
    super();
    this.canPrepare = !runtime.database.embedded;
  }

  protected async run(statement: SqlStatement<z.ZodType>, values: readonly unknown[], tx: TransactionContext | undefined): Promise<unknown[]> {
    const em = tx ? entityManagerOf(tx) : this.orm.em;
    const query = em
      .getConnection()
      .getKnex()
      // No bindings on the raw: knex leaves the text alone (no `?` rewriting), node-postgres binds the values.
      .raw(statement.text)
      .options({ values: [...values], types: PG_DEFAULT_TYPES, ...(statement.prepared && this.canPrepare ? { name: this.nameOf(statement.text) } : {}) });
    const transaction = em.getTransactionContext();
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
