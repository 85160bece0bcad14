import { newHandler } from '../../../../../../test/support/fake-ports';
import { FollowedCreatorNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { CheckFollowQuery } from './check-follow.query';
import { CheckFollowHandler } from './check-follow.handler';

describe('CheckFollowHandler', () => {
  it("answers the shopper's follow state of an existing creator", async () => {
    const { handler, ports: [follows] } = newHandler(CheckFollowHandler);
    follows.findCreatorOwner.mockResolvedValue({ ownerUserId: 'someone', published: true });
    follows.status.mockResolvedValue({ creatorId: 'c1', isFollowing: true, followers: 3 });
    expect(await handler.execute(new CheckFollowQuery('shopper-1', 'c1'))).toEqual({ creatorId: 'c1', isFollowing: true, followers: 3 });
  });

  it('answers 404 rather than "not following" for a creator that does not exist', async () => {
    const { handler, ports: [follows] } = newHandler(CheckFollowHandler);
    follows.findCreatorOwner.mockResolvedValue(undefined);
    await expect(handler.execute(new CheckFollowQuery('shopper-1', 'c1'))).rejects.toBeInstanceOf(FollowedCreatorNotFoundError);
    expect(follows.status).not.toHaveBeenCalled();
  });
});
