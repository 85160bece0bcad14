import type { QueryBus } from '@nestjs/cqrs';
import type { EarningsReadModel } from '../../ports/earnings-read-model.port';
import { GetSalesAnalyticsRevisionHandler } from './get-sales-analytics-revision.handler';
import { GetSalesAnalyticsRevisionQuery } from './get-sales-analytics-revision.query';

describe('GetSalesAnalyticsRevisionHandler', () => {
  const setup = (start: Date) => {
    let userRevision = '3';
    let catalogRevision = '10';
    let now = start;
    const readModel = { salesFiguresRevision: jest.fn(async () => userRevision) } as unknown as EarningsReadModel;
    const queryBus = { execute: jest.fn(async () => catalogRevision) } as unknown as QueryBus;
    const handler = new GetSalesAnalyticsRevisionHandler(readModel, queryBus, { now: () => now });
    return {
      revision: () => handler.execute(new GetSalesAnalyticsRevisionQuery('user-1')),
      moveUser: () => (userRevision = String(Number(userRevision) + 1)),
      moveCatalog: () => (catalogRevision = String(Number(catalogRevision) + 1)),
      setNow: (date: Date) => (now = date),
      readModel,
    };
  };

  it('is the same while nothing moves, and changes with the user’s revision, the catalog’s and the UTC date', async () => {
    const subject = setup(new Date('2026-12-07T23:59:59.000Z'));
    const first = await subject.revision();
    expect(await subject.revision()).toBe(first);
    expect(subject.readModel.salesFiguresRevision).toHaveBeenCalledWith('user-1');

    subject.moveUser();
    const afterWrite = await subject.revision();
    expect(afterWrite).not.toBe(first);

    subject.moveCatalog();
    const afterCatalog = await subject.revision();
    expect(afterCatalog).not.toBe(afterWrite);

    // The 30-day window rolls at UTC midnight: one second later is another answer.
    subject.setNow(new Date('2026-12-08T00:00:00.000Z'));
    expect(await subject.revision()).not.toBe(afterCatalog);
  });
});
