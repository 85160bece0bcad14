import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isConnectionLost } from './database-faults';
import type { TransactionContext, UnitOfWork } from '../../application/unit-of-work';

/** What a {@link TransactionContext} is on the inside when MikroORM runs the transaction. */
class MikroOrmTransaction {
  constructor(readonly em: EntityManager) {}
}

/** The unit of work on MikroORM: a forked EntityManager in `transactional`. */
@Injectable()
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  /**
   * A connection that died before the transaction began (PostgreSQL restarted since it was pooled) changed
   * nothing: the transaction runs once more on a new connection. Once the work has begun, nothing is retried.
   */
  async run<T>(work: (tx: TransactionContext) => Promise<T>): Promise<T> {
    let began = false;
    const attempt = () =>
      this.em.fork().transactional((em) => {
        began = true;
        return work(new MikroOrmTransaction(em) as unknown as TransactionContext);
      });
    try {
      return await attempt();
    } catch (error) {
      if (began || !isConnectionLost(error)) throw error;
      return attempt();
    }
  }

  async runInSavepoint<T>(tx: TransactionContext, { keep }: { keep: boolean }, work: (tx: TransactionContext) => Promise<T>): Promise<T> {
    const em = entityManagerOf(tx);
    // Unique per call, so savepoints opened inside `work` (or by the ORM's own nested transactions) never share a name with this one.
    const name = `rounds_savepoint_${++savepoints}`;
    await em.execute(`savepoint ${name}`);
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      // The transaction fails with the work's error; a rollback that fails as well (connection gone) adds nothing to it.
      await em.execute(`rollback to savepoint ${name}`).catch(() => undefined);
      throw error;
    }
    await em.execute(keep ? `release savepoint ${name}` : `rollback to savepoint ${name}`);
    return result;
  }
}

let savepoints = 0;

/** The transaction's EntityManager, for persistence adapters whose port method takes a {@link TransactionContext}. */
export function entityManagerOf(tx: TransactionContext): EntityManager {
  if (tx instanceof MikroOrmTransaction) return tx.em;
  throw new TypeError('Not a transaction opened by MikroOrmUnitOfWork: pass the context its run() handed to the work');
}

/**
 * A transaction an adapter opened itself on MikroORM (`em.transactional`), as the TransactionContext another
 * module's port takes, so that port's write joins it (an outbox row in the payout run's own transaction).
 */
export function transactionContextOf(em: EntityManager): TransactionContext {
  return new MikroOrmTransaction(em) as unknown as TransactionContext;
}
