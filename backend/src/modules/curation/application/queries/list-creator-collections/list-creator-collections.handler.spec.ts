import { newHandler } from '../../../../../../test/support/fake-ports';
import { CreatorNotFoundError } from '../../../domain/curation-read.errors';
import { ListCreatorCollectionsQuery } from './list-creator-collections.query';
import { ListCreatorCollectionsHandler } from './list-creator-collections.handler';

describe('ListCreatorCollectionsHandler', () => {
  it('answers an existing creator without collections with an empty list', async () => {
    const { handler, ports: [curation] } = newHandler(ListCreatorCollectionsHandler);
    curation.listCreatorCollections.mockResolvedValue([]);
    expect(await handler.execute(new ListCreatorCollectionsQuery('c1'))).toEqual([]);
  });

  it('answers 404 for a creator that does not exist', async () => {
    const { handler, ports: [curation] } = newHandler(ListCreatorCollectionsHandler);
    curation.listCreatorCollections.mockResolvedValue(null);
    await expect(handler.execute(new ListCreatorCollectionsQuery('c1'))).rejects.toEqual(new CreatorNotFoundError('the id c1'));
  });
});
