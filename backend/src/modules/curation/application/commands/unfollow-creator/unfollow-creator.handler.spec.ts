import { newHandler } from '../../../../../../test/support/fake-ports';
import { FollowedCreatorNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { UnfollowCreatorCommand } from './unfollow-creator.command';
import { UnfollowCreatorHandler } from './unfollow-creator.handler';

describe('UnfollowCreatorHandler', () => {
  it('unfollows and answers the state after it (also when the shopper did not follow)', async () => {
    const { handler, ports: [follows] } = newHandler(UnfollowCreatorHandler);
    follows.findCreatorOwner.mockResolvedValue({ ownerUserId: null, published: true });
    follows.unfollow.mockResolvedValue({ creatorId: 'c1', isFollowing: false, followers: 7 });
    expect(await handler.execute(new UnfollowCreatorCommand('shopper-1', 'c1'))).toEqual({ creatorId: 'c1', isFollowing: false, followers: 7 });
    expect(follows.unfollow).toHaveBeenCalledWith('shopper-1', 'c1');
  });

  it('answers 404 for a creator that does not exist', async () => {
    const { handler, ports: [follows] } = newHandler(UnfollowCreatorHandler);
    follows.findCreatorOwner.mockResolvedValue(undefined);
    await expect(handler.execute(new UnfollowCreatorCommand('shopper-1', 'c1'))).rejects.toBeInstanceOf(FollowedCreatorNotFoundError);
    expect(follows.unfollow).not.toHaveBeenCalled();
  });
});
