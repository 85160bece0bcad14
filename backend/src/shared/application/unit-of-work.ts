declare const transactionContextBrand: unique symbol;

/**
 * An open database transaction, opaque to the application: a unit of work hands it to the ports that
 * take part (orders, cart, attribution…), and only their adapters know what it holds.
 */
export interface TransactionContext {
  readonly [transactionContextBrand]: true;
}

export const UNIT_OF_WORK = Symbol('UNIT_OF_WORK');

/** One database transaction around work that spans several ports, possibly of several modules. */
export interface UnitOfWork {
  /** Runs `work` in a new transaction: commits when it resolves, rolls back when it throws (and rethrows). */
  run<T>(work: (tx: TransactionContext) => Promise<T>): Promise<T>;
  /**
   * Runs `work` inside the open transaction `tx` behind a savepoint, then keeps its writes (`keep: true`) or
   * undoes them and goes on with the transaction (`keep: false`). The same statements run either way: for work
   * whose cost must not tell an observer which way it went (a password reset for a known or an unknown address).
   * When `work` throws, its writes are undone and the error goes on to the transaction.
   */
  runInSavepoint<T>(tx: TransactionContext, options: { keep: boolean }, work: (tx: TransactionContext) => Promise<T>): Promise<T>;
}
