import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext, UnitOfWork } from '../../application/unit-of-work';

/** What a {@link TransactionContext} is on the inside when MikroORM runs the transaction. */
class MikroOrmTransaction {
  constructor(readonly em: EntityManager) {}
}

/** The unit of work on MikroORM: a forked EntityManager in `transactional`. */
@Injectable()
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  run<T>(work: (tx: TransactionContext) => Promise<T>): Promise<T> {
    return this.em.fork().transactional((em) => work(new MikroOrmTransaction(em) as unknown as TransactionContext));
  }
}

/** The transaction's EntityManager, for persistence adapters whose port method takes a {@link TransactionContext}. */
export function entityManagerOf(tx: TransactionContext): EntityManager {
  if (tx instanceof MikroOrmTransaction) return tx.em;
  throw new TypeError('Not a transaction opened by MikroOrmUnitOfWork: pass the context its run() handed to the work');
}
