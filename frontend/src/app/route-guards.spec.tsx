import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, json, type FakeApi } from '../../test/fake-api';
import { aUser } from '../../test/fixtures';
import { testQueryClient } from '../../test/render';
import { reportCaughtError } from './report-caught-error';
import { createAppRouter } from './router';

/** The whole app (the real route tree and its guards) at `path`, against the fake server. */
function renderAppAt(path: string) {
  // This device already passed the age gate, so it never covers the page.
  window.localStorage.setItem('ageVerified', 'true');
  const queryClient = testQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
    { onCaughtError: reportCaughtError },
  );
  return { router, pathname: () => router.state.location.pathname };
}

const SIGNED_OUT = { 'GET /api/user': { status: 401, body: { statusCode: 401, message: 'Not signed in', code: 'UNAUTHENTICATED' } } };
const signedInAs = (role: 'user' | 'admin') => ({ 'GET /api/user': json(aUser({ role, username: role === 'admin' ? 'admin' : 'shopper' })), 'GET /api/cart': json([]) });
const adminRequests = (api: FakeApi) => api.requests.filter((request) => request.path.startsWith('/api/admin'));

describe('route guards (beforeLoad)', () => {
  it('sends a signed-out visitor from the signed-in area to /auth, asking only for the session', async () => {
    const api = fakeApi(SIGNED_OUT);
    const app = renderAppAt('/orders');

    expect(await screen.findByRole('heading', { name: 'Welcome to Rounds' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/auth');
    expect(app.router.state.location.search).toEqual({ redirect: '/orders' });
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /api/user']);
  });

  it('sends a signed-in visitor from /auth?redirect= to that page of this site', async () => {
    fakeApi({ ...signedInAs('user'), 'GET /api/orders': json([]) });
    const app = renderAppAt('/auth?redirect=%2Forders');

    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(app.pathname()).toBe('/orders');
  });

  it('sends a signed-in visitor from /auth home', async () => {
    fakeApi({
      ...signedInAs('user'),
      'GET /api/products': json([], 200, { 'X-Total-Count': '0' }),
      'GET /api/cohorts': json([]),
      'GET /api/creators': json([]),
      'GET /api/shop-figures': json({ creators: 9, brands: 12, products: 54 }),
    });
    const app = renderAppAt('/auth');

    expect(await screen.findByRole('heading', { name: 'Premium Selections' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/');
  });

  it('tells a signed-in non-admin that /admin is not for them, without asking for admin data', async () => {
    const api = fakeApi(signedInAs('user'));
    const app = renderAppAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Admin Access Required' })).toBeInTheDocument();
    expect(app.pathname()).toBe('/admin');
    expect(adminRequests(api)).toEqual([]);
  });

  it('shows Platform Management to an admin, its data loaded once', async () => {
    const api = fakeApi({
      ...signedInAs('admin'),
      'GET /api/admin/stats': json({ totalUsers: 12, activeCurators: 9, partnerBrands: 8, totalProducts: 1234 }),
      'GET /api/admin/products': json({ items: [], page: 1, pageSize: 25, total: 0 }),
      'GET /api/user/mfa': json({ totpEnabled: false, recoveryCodesLeft: 0, required: false }),
    });
    renderAppAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Platform Management' })).toBeInTheDocument();
    // The demo admin without a second factor is told it is allowed here only.
    expect(await screen.findByTestId('second-factor-notice')).toHaveTextContent('admins need it in production');
    await waitFor(() => expect(screen.getByTestId('stat-totalProducts')).toHaveTextContent('1,234'));
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
    expect(adminRequests(api).map((request) => request.path).sort()).toEqual(['/api/admin/products', '/api/admin/stats']);
  });

  it('sends an admin who must set up a second factor from /admin to Settings → Security, without asking for admin data', async () => {
    const api = fakeApi({
      ...signedInAs('admin'),
      'GET /api/user/mfa': json({ totpEnabled: false, recoveryCodesLeft: 0, required: true }),
      // The own profile behind the dialog, empty.
      'GET /api/user/following': json([]),
      'GET /api/user/partnerships': json([]),
      'GET /api/user/creator-application': json({ application: null }),
      'GET /api/user/favorites/products': json([]),
      'GET /api/user/favorites/brands': json([]),
      'GET /api/user/collections': json([]),
      'GET /api/user/sessions': json([]),
    });
    const app = renderAppAt('/admin');

    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    expect(app.pathname()).toBe('/profile');
    expect(app.router.state.location.search).toEqual({ settings: 'security' });
    expect(within(dialog).getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByRole('button', { name: /set up/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Platform Management' })).not.toBeInTheDocument();
    expect(adminRequests(api)).toEqual([]);
  });

  it('sends a shopper who signs out on a signed-in page to /auth, without asking for that page again', async () => {
    const api = fakeApi({ ...signedInAs('user'), 'GET /api/orders': json([]), 'POST /api/logout': { status: 204 } });
    const app = renderAppAt('/orders');
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    await waitFor(() => expect(app.pathname()).toBe('/auth'));
    expect(await screen.findByRole('heading', { name: 'Welcome to Rounds' })).toBeInTheDocument();
    expect(api.calls('GET /api/orders')).toHaveLength(1);
    expect(api.calls('POST /api/logout')).toHaveLength(1);
  });
});
