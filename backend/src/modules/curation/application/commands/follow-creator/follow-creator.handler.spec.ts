import { newHandler } from '../../../../../../test/support/fake-ports';
import { CannotFollowOwnCreatorPageError, FollowedCreatorNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { FollowCreatorCommand } from './follow-creator.command';
import { FollowCreatorHandler } from './follow-creator.handler';

function setup(owner: { ownerUserId: string | null; published: boolean } | undefined) {
  const { handler, ports: [follows] } = newHandler(FollowCreatorHandler);
  follows.findCreatorOwner.mockResolvedValue(owner);
  follows.follow.mockResolvedValue({ creatorId: 'c1', isFollowing: true, followers: 8 });
  return { handler, follows };
}

describe('FollowCreatorHandler', () => {
  it("follows another person's page, and a page nobody owns", async () => {
    for (const owner of [{ ownerUserId: 'someone-else', published: true }, { ownerUserId: null, published: true }]) {
      const { handler, follows } = setup(owner);
      expect(await handler.execute(new FollowCreatorCommand('shopper-1', 'c1'))).toEqual({ creatorId: 'c1', isFollowing: true, followers: 8 });
      expect(follows.follow).toHaveBeenCalledWith('shopper-1', 'c1');
    }
  });

  it('refuses following your own creator page, writing nothing', async () => {
    const { handler, follows } = setup({ ownerUserId: 'shopper-1', published: true });
    await expect(handler.execute(new FollowCreatorCommand('shopper-1', 'c1'))).rejects.toBeInstanceOf(CannotFollowOwnCreatorPageError);
    expect(follows.follow).not.toHaveBeenCalled();
  });

  it('answers 404 for an unpublished creator page, writing nothing', async () => {
    const { handler, follows } = setup({ ownerUserId: 'someone-else', published: false });
    await expect(handler.execute(new FollowCreatorCommand('shopper-1', 'c1'))).rejects.toBeInstanceOf(FollowedCreatorNotFoundError);
    expect(follows.follow).not.toHaveBeenCalled();
  });

  it('answers 404 for a creator that does not exist', async () => {
    const { handler, follows } = setup(undefined);
    await expect(handler.execute(new FollowCreatorCommand('shopper-1', 'c1'))).rejects.toBeInstanceOf(FollowedCreatorNotFoundError);
    expect(follows.follow).not.toHaveBeenCalled();
  });
});
