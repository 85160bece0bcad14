import { Inject, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { types } from 'pg';
import { z } from 'zod';
import type { TransactionContext } from '../../application/unit-of-work';
import { RUNTIME, Runtime } from '../runtime';
import { entityManagerOf } from './mikro-orm-unit-of-work';
import { preparedStatementName } from './prepared-statement-name';

/**
 * One hand-written SQL statement ($1 placeholders) and the shape of the rows it returns. The schema
 * is the statement's contract: every row is checked against it, so a renamed column or a bigint
 * that arrives as text fails loudly at the statement instead of leaking a wrong type into JSON.
 */
export interface SqlStatement<Row extends z.ZodType> {
  /** Names the statement in errors and logs, e.g. `admin.stats`. */
  readonly name: string;
  readonly text: string;
  readonly row: Row;
  /**
   * Run as a named prepared statement: each pooled connection parses and plans the text once, then
   * only binds and executes. For hot statements whose text comes from a small fixed set (every value
   * a parameter) and whose best plan does not depend on the values.
   */
  readonly prepared?: boolean;
}

export function sqlStatement<Row extends z.ZodType>(name: string, text: string, row: Row, options: { prepared?: boolean } = {}): SqlStatement<Row> {
  return { name, text, row, prepared: options.prepared ?? false };
}

/** A row that does not match its statement's schema: the SQL and the code disagree, a programming error. */
export class SqlRowMismatchError extends Error {
  constructor(statement: string, index: number, error: z.ZodError) {
    super(`SQL statement "${statement}" returned a row that does not match its schema (row ${index}): ${z.prettifyError(error)}`);
    this.name = 'SqlRowMismatchError';
  }
}

/**
 * The ORM's connections keep timestamps as PostgreSQL text ('2026-01-02 03:04:05+00') for its own
 * hydration; here node-postgres' defaults apply, so that timestamps become Dates (ISO 8601 in JSON).
 */
const PG_DEFAULT_TYPES = { getTypeParser: types.getTypeParser };

/**
 * Runs {@link SqlStatement}s on the ORM's own pool through its connection (no second pool, no entity
 * hydration), inside the caller's transaction when one is open, and returns rows checked against
 * the statement's schema.
 */
@Injectable()
export class Sql {
  /**
   * The embedded PGlite serves every socket from ONE backend session, where a statement one socket
   * prepared would clash with the same name prepared by another; there, statements stay unnamed.
   */
  private readonly canPrepare: boolean;
  private readonly names = new Map<string, string>();

  constructor(
    private readonly orm: MikroORM,
    @Inject(RUNTIME) runtime: Pick<Runtime, 'database'>,
  ) {
    this.canPrepare = !runtime.database.embedded;
  }

  /** Every row, checked. `tx` joins a transaction a unit of work opened; without it, the ambient one (if any). */
  async rows<Row extends z.ZodType>(statement: SqlStatement<Row>, values: readonly unknown[] = [], tx?: TransactionContext): Promise<z.output<Row>[]> {
    const raw = await this.run(statement, values, tx);
    return raw.map((row, index) => {
      const parsed = statement.row.safeParse(row);
      if (!parsed.success) throw new SqlRowMismatchError(statement.name, index, parsed.error);
      return parsed.data;
    });
  }

  /** The first row, or undefined when there is none. */
  async maybeOne<Row extends z.ZodType>(statement: SqlStatement<Row>, values: readonly unknown[] = [], tx?: TransactionContext): Promise<z.output<Row> | undefined> {
    return (await this.rows(statement, values, tx))[0];
  }

  /** The one row of a statement that always returns one (an aggregate): none is a programming error. */
  async one<Row extends z.ZodType>(statement: SqlStatement<Row>, values: readonly unknown[] = [], tx?: TransactionContext): Promise<z.output<Row>> {
    const row = await this.maybeOne(statement, values, tx);
    if (row === undefined) throw new Error(`SQL statement "${statement.name}" returned no row; it must return exactly one`);
    return row;
  }

  private async run(statement: SqlStatement<z.ZodType>, values: readonly unknown[], tx: TransactionContext | undefined): Promise<unknown[]> {
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
