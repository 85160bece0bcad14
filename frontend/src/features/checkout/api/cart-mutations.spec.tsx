import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartItemDto } from '@/api/generated/model';
import { apiError, fakeApi, json, type FakeApi } from '../../../../test/fake-api';
import { aCartItem, aUser, totalsOf } from '../../../../test/fixtures';
import { renderHookWithQueries, renderWithQueries } from '../../../../test/render';
import { CartDrawer } from '../components/cart-drawer';
import { useAddToCart } from './cart-mutations';

/** A signed-in shopper's cart on the fake server: its lines change only when a call succeeds. */
function fakeCartServer(initial: CartItemDto[]): FakeApi {
  let items = initial;
  return fakeApi({
    'GET /api/user': json(aUser()),
    'GET /api/cart': () => json(items),
    'GET /api/cart/totals': () => json(totalsOf(items)),
    'PUT /api/cart/line-1': ({ body }) => {
      items = items.map((item) => (item.id === 'line-1' ? { ...item, quantity: (body as { quantity: number }).quantity } : item));
      return json(items[0]);
    },
    'DELETE /api/cart/line-1': () => {
      items = items.filter((item) => item.id !== 'line-1');
      return { status: 204 };
    },
    'DELETE /api/cart': () => {
      items = [];
      return { status: 204 };
    },
  });
}

const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`);

async function openDrawerWith(items: CartItemDto[]) {
  const api = fakeCartServer(items);
  renderWithQueries(<CartDrawer open onOpenChange={() => undefined} />);
  await screen.findAllByTestId('cart-item');
  await screen.findByTestId('cart-totals');
  return api;
}

describe('cart mutations', () => {
  it('changes a quantity on the server, then shows the refreshed lines and totals', async () => {
    const api = await openDrawerWith([aCartItem({ quantity: 2 })]);
    expect(quantityOf('Highland Reach 12')).toHaveTextContent('2');
    expect(screen.getByTestId('cart-total-subtotal')).toHaveTextContent('$128.00');

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Highland Reach 12' }));

    await waitFor(() => expect(quantityOf('Highland Reach 12')).toHaveTextContent('3'));
    expect(api.calls('PUT /api/cart/line-1').map((call) => call.body)).toEqual([{ quantity: 3 }]);
    await waitFor(() => expect(screen.getByTestId('cart-total-subtotal')).toHaveTextContent('$192.00'));
    expect(api.calls('GET /api/cart')).toHaveLength(2);
    expect(api.calls('GET /api/cart/totals')).toHaveLength(2);
  });

  it("rolls back to the server's cart and shows its message when a change fails", async () => {
    const api = await openDrawerWith([aCartItem({ quantity: 2 })]);
    api.on('PUT /api/cart/line-1', apiError(409, 'Only 2 bottles left'));

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Highland Reach 12' }));

    const toast = (await screen.findByText('Only 2 bottles left')).closest('[data-variant]') as HTMLElement;
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    // The cart is asked again after the failure too, so it shows what the server holds.
    await waitFor(() => expect(api.calls('GET /api/cart')).toHaveLength(2));
    expect(api.calls('GET /api/cart/totals')).toHaveLength(2);
    expect(quantityOf('Highland Reach 12')).toHaveTextContent('2');
  });

  it('keeps minus disabled at quantity 1', async () => {
    await openDrawerWith([aCartItem({ quantity: 1 })]);
    expect(screen.getByRole('button', { name: 'Decrease quantity of Highland Reach 12' })).toBeDisabled();
  });

  it('removes a line and says so', async () => {
    const api = await openDrawerWith([aCartItem()]);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Highland Reach 12 from cart' }));

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('Item has been removed from your cart.')).toBeInTheDocument();
    expect(api.calls('DELETE /api/cart/line-1')).toHaveLength(1);
  });

  it('clears the whole cart', async () => {
    await openDrawerWith([aCartItem(), aCartItem({ id: 'line-2', name: 'Marlowe Cabernet', fulfillmentType: 'shipping' })]);
    expect(screen.getByTestId('cart-drawer-count')).toHaveTextContent('2 items');

    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByText('All items have been removed from your cart.')).toBeInTheDocument();
    expect(screen.getByTestId('cart-drawer-count')).toHaveTextContent('0 items');
  });

  it('adds one of a product with its fulfillment type, toasts, and refreshes the cart', async () => {
    const api = fakeCartServer([]);
    api.on('POST /api/cart', ({ body }) => json(aCartItem(body as Partial<CartItemDto>), 201));
    const { result, queryClient } = renderHookWithQueries(() => useAddToCart());
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');

    act(() => result.current.addToCart({ productId: 'p-1', fulfillmentType: 'shipping' }));

    expect(await screen.findByText('Item has been added to your cart successfully.')).toBeInTheDocument();
    expect(api.calls('POST /api/cart').map((call) => call.body)).toEqual([{ productId: 'p-1', fulfillmentType: 'shipping', quantity: 1 }]);
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['/api/cart'], ['/api/cart/totals']]);
  });

  it('asks for no cart while signed out, and the drawer reads as empty', async () => {
    const api = fakeApi({ 'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Not signed in' } } });
    renderWithQueries(<CartDrawer open onOpenChange={() => undefined} />);

    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /api/user')).toHaveLength(1));
    expect(api.calls('GET /api/cart')).toHaveLength(0);
  });
});
