import type { TransactionContext, UnitOfWork } from '../../src/shared/application/unit-of-work';

/**
 * For handler specs whose decision is the order of steps inside one transaction: a unit of work
 * that writes 'begin', then 'commit' or 'rollback', into the same `steps` the spec's fakes write to.
 */
export function recordingUnitOfWork(steps: string[]): UnitOfWork {
  const tx = {} as TransactionContext;
  return {
    run: async (work) => {
      steps.push('begin');
      try {
        const result = await work(tx);
        steps.push('commit');
        return result;
      } catch (error) {
        steps.push('rollback');
        throw error;
      }
    },
    runInSavepoint: async (_tx, { keep }, work) => {
      steps.push('savepoint');
      try {
        const result = await work(tx);
        steps.push(keep ? 'release savepoint' : 'rollback to savepoint');
        return result;
      } catch (error) {
        steps.push('rollback to savepoint');
        throw error;
      }
    },
  };
}
