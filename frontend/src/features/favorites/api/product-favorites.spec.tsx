import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeartButton } from '@/components/ui/heart-button';
import { apiError, deferredReply, fakeApi, json } from '../../../../test/fake-api';
import { aUser } from '../../../../test/fixtures';
import { renderWithQueries } from '../../../../test/render';
import { useProductFavorite } from './product-favorites';

const PRODUCT_ID = '0b9d1c8e-2222-4b4b-8b8b-000000000001';

function Heart() {
  const favorite = useProductFavorite(PRODUCT_ID);
  return <HeartButton active={favorite.isFavorite} disabled={favorite.isPending} onClick={favorite.toggle} label="Favorite" />;
}

const heart = () => screen.getByRole('button', { name: 'Favorite' });

async function renderSignedInHeart(favorites: { id: string }[]) {
  let saved = favorites;
  const api = fakeApi({
    'GET /api/user': json(aUser()),
    'GET /api/user/favorites/products': () => json(saved),
  });
  renderWithQueries(<Heart />);
  await waitFor(() => expect(heart()).toBeEnabled());
  return { api, setSaved: (next: { id: string }[]) => (saved = next) };
}

describe('product favorite (optimistic toggle)', () => {
  it('fills the heart at once, then keeps it once the server agrees and the list is refetched', async () => {
    const { api, setSaved } = await renderSignedInHeart([]);
    const answer = deferredReply();
    api.on('POST /api/user/favorites/products', answer.reply);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart());

    // Optimistic: shown before the server answered; a second click waits for the first.
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toBeDisabled();
    setSaved([{ id: PRODUCT_ID }]);
    answer.resolve(json({ productId: PRODUCT_ID }, 201));

    expect(await screen.findByText('Product saved to your favorites')).toBeInTheDocument();
    await waitFor(() => expect(heart()).toBeEnabled());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls('POST /api/user/favorites/products').map((call) => call.body)).toEqual([{ productId: PRODUCT_ID }]);
    expect(api.calls('GET /api/user/favorites/products')).toHaveLength(2);
  });

  it('rolls the heart back and says so when the server refuses', async () => {
    const { api } = await renderSignedInHeart([]);
    const answer = deferredReply();
    api.on('POST /api/user/favorites/products', answer.reply);

    await userEvent.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    answer.resolve(apiError(503, 'Service Unavailable'));

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(heart()).toBeEnabled();
  });

  it('removes a saved favorite, rolling back to filled when that fails', async () => {
    const { api } = await renderSignedInHeart([{ id: PRODUCT_ID }]);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    api.on(`DELETE /api/user/favorites/products/${PRODUCT_ID}`, apiError(500, 'Internal Server Error'));

    await userEvent.click(heart());

    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(heart()).toBeEnabled());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a signed-out visitor to sign in and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/user': { status: 401 } });
    renderWithQueries(<Heart />);
    await waitFor(() => expect(api.calls('GET /api/user')).toHaveLength(1));

    await userEvent.click(heart());

    expect(await screen.findByText('Please sign in to add favorites')).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/user']);
  });
});
