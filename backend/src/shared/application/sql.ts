import { z } from 'zod';
import type { TransactionContext } from './unit-of-work';

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
 * How a read handler (and a repository that reads in SQL) runs its statements: rows come back checked
 * against the statement's schema. Injected by this class; the infrastructure provides the driver.
 */
export abstract class Sql {
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

  /** The rows as the driver returns them, unchecked. */
  protected abstract run(statement: SqlStatement<z.ZodType>, values: readonly unknown[], tx: TransactionContext | undefined): Promise<unknown[]>;
}

/**
 * {@link Sql} for reads that tolerate a few seconds of lag: a shopper's view of the public catalog,
 * which a write reaches a moment later anyway. With DATABASE_READ_URL set it reads from that
 * streaming replica; without it, from the one server. Never for what must see its own writes
 * (sessions, cart, checkout, an owner's view of what they just edited), nor inside a transaction
 * (a transaction runs on the primary). A handler chooses it by injecting this class instead of Sql.
 */
export abstract class LagTolerantSql extends Sql {}
