import { newHandler } from '../../../../../../test/support/fake-ports';
import { FavoriteProductNotFoundError } from '../../../domain/favorites-and-follows.errors';
import type { FavoriteProductView } from '../../ports/favorites.port';
import { AddProductFavoriteCommand } from './add-product-favorite.command';
import { AddProductFavoriteHandler } from './add-product-favorite.handler';

const favorite = { productId: 'p1', name: 'Gin', priceCents: 3000, categories: ['gin'], image: null, available: true, deliveryAvailable: true, shippingAvailable: true, favoritedAt: new Date(0) } satisfies FavoriteProductView;

describe('AddProductFavoriteHandler', () => {
  it('adds the favorite (idempotently, in the store) and answers it as stored', async () => {
    const { handler, ports: [favorites] } = newHandler(AddProductFavoriteHandler);
    favorites.productExists.mockResolvedValue(true);
    favorites.findProduct.mockResolvedValue(favorite);
    expect(await handler.execute(new AddProductFavoriteCommand('u1', 'p1'))).toBe(favorite);
    expect(favorites.addProduct).toHaveBeenCalledWith('u1', 'p1');
  });

  it('refuses an unknown product with 404 before writing', async () => {
    const { handler, ports: [favorites] } = newHandler(AddProductFavoriteHandler);
    favorites.productExists.mockResolvedValue(false);
    await expect(handler.execute(new AddProductFavoriteCommand('u1', 'p1'))).rejects.toBeInstanceOf(FavoriteProductNotFoundError);
    expect(favorites.addProduct).not.toHaveBeenCalled();
  });

  it('answers 404 when the product was deleted between the add and the read', async () => {
    const { handler, ports: [favorites] } = newHandler(AddProductFavoriteHandler);
    favorites.productExists.mockResolvedValue(true);
    favorites.findProduct.mockResolvedValue(null);
    await expect(handler.execute(new AddProductFavoriteCommand('u1', 'p1'))).rejects.toBeInstanceOf(FavoriteProductNotFoundError);
  });
});
