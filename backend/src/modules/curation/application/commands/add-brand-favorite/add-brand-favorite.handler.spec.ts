import { newHandler } from '../../../../../../test/support/fake-ports';
import { FavoriteBrandNotFoundError } from '../../../domain/favorites-and-follows.errors';
import type { FavoriteBrandView } from '../../ports/favorites.port';
import { AddBrandFavoriteCommand } from './add-brand-favorite.command';
import { AddBrandFavoriteHandler } from './add-brand-favorite.handler';

const favorite = { brandId: 'b1', name: 'Ember & Oak', logo: null, blurb: null, favoritedAt: new Date(0) } satisfies FavoriteBrandView;

describe('AddBrandFavoriteHandler', () => {
  it('adds the favorite and answers it as stored', async () => {
    const { handler, ports: [favorites] } = newHandler(AddBrandFavoriteHandler);
    favorites.brandExists.mockResolvedValue(true);
    favorites.findBrand.mockResolvedValue(favorite);
    expect(await handler.execute(new AddBrandFavoriteCommand('u1', 'b1'))).toBe(favorite);
    expect(favorites.addBrand).toHaveBeenCalledWith('u1', 'b1');
  });

  it('refuses an unknown brand with 404 before writing, and one deleted meanwhile after', async () => {
    const { handler, ports: [favorites] } = newHandler(AddBrandFavoriteHandler);
    favorites.brandExists.mockResolvedValue(false);
    await expect(handler.execute(new AddBrandFavoriteCommand('u1', 'b1'))).rejects.toBeInstanceOf(FavoriteBrandNotFoundError);
    expect(favorites.addBrand).not.toHaveBeenCalled();

    favorites.brandExists.mockResolvedValue(true);
    favorites.findBrand.mockResolvedValue(null);
    await expect(handler.execute(new AddBrandFavoriteCommand('u1', 'b1'))).rejects.toBeInstanceOf(FavoriteBrandNotFoundError);
  });
});
