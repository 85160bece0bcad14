import { newHandler } from '../../../../../../test/support/fake-ports';
import { FavoriteProductNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { RemoveProductFavoriteCommand } from './remove-product-favorite.command';
import { RemoveProductFavoriteHandler } from './remove-product-favorite.handler';

describe('RemoveProductFavoriteHandler', () => {
  it('removes the favorite of a known product, whether or not it was there', async () => {
    const { handler, ports: [favorites] } = newHandler(RemoveProductFavoriteHandler);
    favorites.productExists.mockResolvedValue(true);
    await expect(handler.execute(new RemoveProductFavoriteCommand('u1', 'p1'))).resolves.toBeUndefined();
    expect(favorites.removeProduct).toHaveBeenCalledWith('u1', 'p1');
  });

  it('answers 404 for an unknown product', async () => {
    const { handler, ports: [favorites] } = newHandler(RemoveProductFavoriteHandler);
    favorites.productExists.mockResolvedValue(false);
    await expect(handler.execute(new RemoveProductFavoriteCommand('u1', 'p1'))).rejects.toBeInstanceOf(FavoriteProductNotFoundError);
    expect(favorites.removeProduct).not.toHaveBeenCalled();
  });
});
