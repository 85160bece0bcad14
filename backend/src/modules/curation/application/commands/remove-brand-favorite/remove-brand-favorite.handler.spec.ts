import { newHandler } from '../../../../../../test/support/fake-ports';
import { FavoriteBrandNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { RemoveBrandFavoriteCommand } from './remove-brand-favorite.command';
import { RemoveBrandFavoriteHandler } from './remove-brand-favorite.handler';

describe('RemoveBrandFavoriteHandler', () => {
  it('removes the favorite of a known brand, whether or not it was there', async () => {
    const { handler, ports: [favorites] } = newHandler(RemoveBrandFavoriteHandler);
    favorites.brandExists.mockResolvedValue(true);
    await expect(handler.execute(new RemoveBrandFavoriteCommand('u1', 'b1'))).resolves.toBeUndefined();
    expect(favorites.removeBrand).toHaveBeenCalledWith('u1', 'b1');
  });

  it('answers 404 for an unknown brand', async () => {
    const { handler, ports: [favorites] } = newHandler(RemoveBrandFavoriteHandler);
    favorites.brandExists.mockResolvedValue(false);
    await expect(handler.execute(new RemoveBrandFavoriteCommand('u1', 'b1'))).rejects.toBeInstanceOf(FavoriteBrandNotFoundError);
    expect(favorites.removeBrand).not.toHaveBeenCalled();
  });
});
