import { newHandler } from '../../../../../../test/support/fake-ports';
import { CreatorNotFoundError } from '../../../domain/curation-read.errors';
import type { CreatorView } from '../../ports/curation-read-model.port';
import { GetCreatorByHandleQuery } from './get-creator-by-handle.query';
import { GetCreatorByHandleHandler } from './get-creator-by-handle.handler';

describe('GetCreatorByHandleHandler', () => {
  it('answers the creator the handle names', async () => {
    const { handler, ports: [curation] } = newHandler(GetCreatorByHandleHandler);
    const maya = { id: 'c1', handle: 'mayapours' } as CreatorView;
    curation.findCreatorByHandle.mockResolvedValue(maya);
    expect(await handler.execute(new GetCreatorByHandleQuery('MayaPours'))).toBe(maya);
    expect(curation.findCreatorByHandle).toHaveBeenCalledWith('MayaPours');
  });

  it('answers 404 naming the handle it looked for', async () => {
    const { handler, ports: [curation] } = newHandler(GetCreatorByHandleHandler);
    curation.findCreatorByHandle.mockResolvedValue(null);
    await expect(handler.execute(new GetCreatorByHandleQuery('nobody'))).rejects.toEqual(new CreatorNotFoundError('@nobody'));
  });
});
