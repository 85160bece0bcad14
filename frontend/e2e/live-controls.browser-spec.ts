import { mkdirSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { untilAppRendered } from './support/browser';
import { useShopInBrowser } from './support/shop-session';

/**
 * The seeds' placeholders made real (issue: every button does something): the header search, the
 * category chips, ratings and figures from real data, Buy Now on a brand page, the home page's calls to
 * action, the curator page's tabs, the early-access thank-you view, and the loading states. Each at
 * desktop 1366 and phone 390 width; screenshots go to $SCREENSHOT_DIR (default /tmp/live-controls).
 */
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
type Width = (typeof WIDTHS)[number];

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? '/tmp/live-controls';
const PASSWORD = 'rounds-demo-21';

/** A gate for held responses: the test releases it once it has seen the loading state. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('controls that do something', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });
  let page: Page;
  beforeAll(() => mkdirSync(SCREENSHOT_DIR, { recursive: true }));
  beforeEach(() => {
    page = shop.page;
  });

  const at = (width: Width) => page.setViewportSize({ width: width.width, height: width.height });
  const shot = (name: string, width: Width, fullPage = false) => page.screenshot({ path: `${SCREENSHOT_DIR}/${name}-${width.width}.png`, fullPage });
  const one = async <T>(sql: string, values: unknown[] = []): Promise<T> => (await shop.database.query(sql, values)).rows[0] as T;

  async function signIn(username: string): Promise<void> {
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  }

  describe('header search', () => {
    it.each(WIDTHS)('the search button opens instant results grouped as products, brands and curators; arrows and Enter open one ($name)', async (width) => {
      await at(width);
      await page.goto('/');
      await page.getByRole('heading', { name: 'Featured Curators' }).waitFor();
      await untilAppRendered(page);
      await page.getByRole('button', { name: 'Search' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.waitFor();
      const input = dialog.getByRole('combobox', { name: 'Search products, brands and curators' });
      await input.pressSequentially('juniper');
      const products = dialog.getByRole('group', { name: 'Products' });
      await products.getByRole('option').first().waitFor();
      await dialog.getByRole('group', { name: 'Brands' }).getByRole('option', { name: /Juniper Lane/ }).waitFor();
      expect(await products.getByRole('option').count()).toBeLessThanOrEqual(5);
      await dialog.getByRole('option', { name: /See all results/ }).waitFor();
      if (width.name === 'phone') {
        const box = await dialog.boundingBox();
        expect(box).toMatchObject({ x: 0, y: 0, width: width.width, height: width.height });
      }
      await shot('search-results', width);
      // The first option is active; one arrow down moves to the second product; Enter opens it.
      const second = await products.getByRole('option').nth(1).innerText();
      await input.press('ArrowDown');
      await expect(products.getByRole('option').nth(1).getAttribute('aria-selected')).resolves.toBe('true');
      await input.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/products/'));
      await page.getByRole('heading', { level: 1, name: second.split('\n')[0] }).waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    });

    it.each(WIDTHS)('/ and Ctrl+K open it, curators are found, and See all results leads to /products?search= ($name)', async (width) => {
      await at(width);
      await page.goto('/brands');
      await page.getByTestId('brand-card').first().waitFor();
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.keyboard.press('Control+k');
      await dialog.waitFor();
      const input = dialog.getByRole('combobox');
      await input.fill('ma');
      await dialog.getByText('Type at least 3 characters to search').waitFor();
      await input.fill('maya');
      await dialog.getByRole('group', { name: 'Curators' }).getByRole('option', { name: /@mayapours/ }).waitFor();
      await input.fill('gin');
      await dialog.getByRole('group', { name: 'Curators' }).getByRole('option', { name: /@ginandjules/ }).waitFor();
      await dialog.getByRole('link', { name: 'See all results' }).click();
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('search') === 'gin');
      await page.getByTestId('product-card').first().waitFor();
    });
  });

  describe('header favorites', () => {
    // The curator's header (with its Dashboard button) is the fullest: it is checked on the phone.
    const accountAt = { desktop: 'shopper', phone: 'curator' } as const;

    it.each(WIDTHS)('a visitor is asked to log in; a shopper sees their favorite products and brands, adds one to the cart and removes them ($name)', async (width) => {
      await at(width);
      await page.goto('/');
      await page.getByRole('heading', { name: 'Featured Curators' }).waitFor();
      await untilAppRendered(page);
      await page.getByRole('button', { name: 'Favorites', exact: true }).click();
      await page.getByText('You need to be logged in to favorite products.', { exact: true }).waitFor();
      await expect(page.getByRole('dialog').count()).resolves.toBe(0);

      const username = accountAt[width.name];
      await signIn(username);
      const { rows: favorites } = await shop.database.query<{ name: string }>(
        `select p.name from favorites f join users u on u.id = f.user_id join products p on p.id = f.product_id where u.username = $1 order by f.created_at desc`,
        [username],
      );
      const { rows: brands } = await shop.database.query<{ name: string }>(
        `select b.name from brand_favorites f join users u on u.id = f.user_id join brands b on b.id = f.brand_id where u.username = $1`,
        [username],
      );
      await page.getByRole('button', { name: 'Favorites', exact: true }).click();
      const drawer = page.getByRole('dialog', { name: 'Your Favorites' });
      const products = drawer.getByTestId('favorite-product');
      await products.first().waitFor();
      await expect(products.locator('a').allTextContents()).resolves.toEqual(favorites.map((row) => row.name));
      await expect(drawer.getByTestId('favorite-brand').locator('a').allTextContents()).resolves.toEqual(brands.map((row) => row.name));
      // Nothing in the drawer or the page runs off the side of the screen.
      for (const row of await drawer.locator('li').all()) {
        const box = await row.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width.width);
      }
      await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0);
      await shot('favorites-drawer', width);

      await products.first().getByRole('button', { name: 'Add to Cart' }).click();
      await page.getByTestId('cart-count').filter({ hasText: '1' }).waitFor();
      const brand = brands[0].name;
      await drawer.getByRole('button', { name: `Remove ${brand} from favorites` }).click();
      await drawer.getByText('No favorite brands yet').waitFor();
      const first = favorites[0].name;
      await drawer.getByRole('button', { name: `Remove ${first} from favorites` }).click();
      await page.waitForFunction((name) => ![...document.querySelectorAll('[data-testid="favorite-product"] a')].some((a) => a.textContent === name), first);
      const { rows: left } = await shop.database.query(
        `select 1 from favorites f join users u on u.id = f.user_id join products p on p.id = f.product_id where u.username = $1 and p.name = $2`,
        [username, first],
      );
      expect(left).toHaveLength(0);
    });
  });

  describe('View Collection', () => {
    it.each(WIDTHS)("opens the collection's page: name, description and its products leading on with the curator's utm_source ($name)", async (width) => {
      await at(width);
      const collection = await one<{ id: string; description: string; creator_id: string }>(
        `select k.id, k.description, c.id as creator_id from collections k join creators c on c.id = k.creator_id where c.handle = 'barrelben' and k.name = 'Bourbon 101'`,
      );
      const { rows: items } = await shop.database.query<{ id: string; name: string }>(
        `select p.id, p.name from collection_items i join products p on p.id = i.product_id where i.collection_id = $1 order by i.position`,
        [collection.id],
      );
      await page.goto('/creator/barrelben');
      await page.getByTestId('creator-collection').filter({ hasText: 'Bourbon 101' }).getByRole('link', { name: 'View Collection' }).click();
      await page.waitForURL((url) => url.pathname === `/creator/barrelben/collections/${collection.id}`);
      await page.getByRole('heading', { level: 1, name: 'Bourbon 101' }).waitFor();
      await page.getByText(collection.description).waitFor();
      const links = page.getByTestId('collection-product');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="collection-product"]').length === n, items.length);
      await expect(links.locator('h2').allTextContents()).resolves.toEqual(items.map((item) => item.name));
      await expect(links.first().getAttribute('href')).resolves.toBe(`/products/${items[0].id}?utm_source=${collection.creator_id}`);
      await shot('collection-page', width, true);
      await links.first().click();
      await page.waitForURL((url) => url.pathname === `/products/${items[0].id}` && url.searchParams.get('utm_source') === collection.creator_id);

      await page.goto('/creator/barrelben/collections/00000000-0000-4000-8000-000000000000');
      await page.getByText('Collection not found').waitFor();
      await page.goto(`/creator/nobody-here/collections/${collection.id}`);
      await page.getByText('Creator not found').waitFor();
    });
  });

  describe('category filter chips', () => {
    it.each(WIDTHS)('Premium, Craft, Limited Edition and Top Rated filter the whiskeys, reflected in the URL ($name)', async (width) => {
      await at(width);
      await page.goto('/categories/whiskey');
      const cards = page.getByTestId('category-product-card');
      await cards.first().waitFor();
      const all = await cards.count();
      const { premium } = await one<{ premium: number }>(
        `select count(*)::int as premium from products where 'whiskey' = any(categories) and (price_cents >= 5000 or 'premium' = any(tags))`,
      );
      await page.getByRole('button', { name: 'Premium' }).click();
      await page.waitForURL((url) => url.searchParams.get('filter') === 'premium');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="category-product-card"]').length === n, premium);
      expect(premium).toBeLessThan(all);
      await expect(page.getByRole('button', { name: 'Premium' }).getAttribute('aria-pressed')).resolves.toBe('true');
      await shot('category-premium', width);

      await page.getByRole('button', { name: 'Limited Edition' }).click();
      await page.waitForURL((url) => url.searchParams.get('filter') === 'limited-edition');
      const { limited } = await one<{ limited: number }>(
        `select count(*)::int as limited from products where 'whiskey' = any(categories) and tags && array['limited-edition','single-barrel','cask-strength']`,
      );
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="category-product-card"]').length === n, limited);

      await page.getByRole('button', { name: 'Top Rated' }).click();
      await page.waitForURL((url) => url.searchParams.get('filter') === 'top-rated');
      const best = await one<{ name: string }>(
        `select p.name from products p join endorsements e on e.product_id = p.id where 'whiskey' = any(p.categories)
         group by p.id order by avg(e.rating) desc, count(e.rating) desc, p.created_at desc, p.id desc limit 1`,
      );
      await page.waitForFunction(
        (name) => document.querySelector('[data-testid="category-product-card"] h3')?.textContent === name,
        best.name,
      );
      await page.reload();
      await expect(page.getByRole('button', { name: 'Top Rated' }).getAttribute('aria-pressed')).resolves.toBe('true');

      await page.getByRole('button', { name: 'All' }).click();
      await page.waitForURL((url) => !url.searchParams.has('filter'));
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="category-product-card"]').length === n, all);
    });
  });

  describe('ratings and figures from real data', () => {
    it.each(WIDTHS)("product cards and pages show the curators' average rating and count, and none for an unrated product ($name)", async (width) => {
      await at(width);
      const rated = await one<{ id: string; name: string; rating: string; count: number }>(
        `select p.id, p.name, round(avg(e.rating), 1)::text as rating, count(e.rating)::int as count from products p
         join endorsements e on e.product_id = p.id group by p.id having count(e.rating) > 1 order by p.name limit 1`,
      );
      const unrated = await one<{ id: string; name: string }>(
        `select p.id, p.name from products p where not exists (select 1 from endorsements e where e.product_id = p.id) order by p.name limit 1`,
      );
      await page.goto(`/products?search=${encodeURIComponent(rated.name)}`);
      const card = page.getByTestId('product-card').filter({ hasText: rated.name }).first();
      await card.getByTestId('product-rating').waitFor();
      await expect(card.getByTestId('product-rating').getAttribute('aria-label')).resolves.toBe(
        `Rated ${Number(rated.rating).toFixed(1)} out of 5 by ${rated.count} curators`,
      );
      await page.goto(`/products/${rated.id}`);
      await page.getByRole('img', { name: `Rated ${Number(rated.rating).toFixed(1)} out of 5` }).waitFor();
      await page.getByText(`${rated.count} curator ratings`).waitFor();
      await shot('product-rating', width);
      await page.goto(`/products/${unrated.id}`);
      await page.getByText('No curator ratings yet').waitFor();
      await expect(page.getByRole('img', { name: /^Rated / }).count()).resolves.toBe(0);
    });

    it.each(WIDTHS)("the home page's figures are the real counts rounded down, and Get Started and Browse Curators lead on ($name)", async (width) => {
      await at(width);
      const counts = await one<{ creators: number; brands: number; products: number }>(
        'select (select count(*) from creators)::int as creators, (select count(*) from brands)::int as brands, (select count(*) from products)::int as products',
      );
      const figure = (n: number) => (n < 10 ? String(n) : `${Math.floor(n / 10) * 10}+`);
      await page.goto('/');
      const figures = page.getByTestId('shop-figures');
      await figures.waitFor();
      await expect(figures.innerText()).resolves.toBe(
        ['creators', figure(counts.creators), 'brands', figure(counts.brands), 'products', figure(counts.products)].join('\n'),
      );
      await shot('home-figures', width);
      await page.getByRole('link', { name: 'Get Started' }).click();
      await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('tab') === 'sign-up');
      await expect(page.getByRole('tab', { name: 'Sign Up' }).getAttribute('aria-selected')).resolves.toBe('true');
      await page.goto('/');
      await page.getByRole('link', { name: 'Browse Curators' }).click();
      await page.waitForURL((url) => url.pathname === '/creators');
      await page.getByRole('heading', { name: 'Meet Our Curators' }).waitFor();
    });
  });

  describe('brand page Buy Now', () => {
    it.each(WIDTHS)('opens the single-product checkout for a signed-in shopper, and asks a visitor to sign in ($name)', async (width) => {
      await at(width);
      const brand = await one<{ id: string }>(`select id from brands where name = 'Ember & Oak Distilling'`);
      await page.goto(`/brand/${brand.id}`);
      const card = page.getByTestId('brand-product-card').filter({ hasText: 'Ember & Oak Small Batch Bourbon' });
      await card.getByRole('button', { name: 'Buy Now' }).click();
      await page.getByText('Please sign in to purchase products', { exact: true }).waitFor();

      await signIn('shopper');
      await page.goto(`/brand/${brand.id}`);
      await card.getByRole('button', { name: 'Buy Now' }).click();
      const checkout = page.getByRole('dialog');
      await checkout.getByText('Ember & Oak Small Batch Bourbon').first().waitFor();
      await checkout.getByRole('button', { name: 'Continue to Payment' }).waitFor();
      await shot('brand-buy-now', width);
    });
  });

  describe('curator page tabs', () => {
    it.each(WIDTHS)("Whiskey, Cocktail Essentials and Wine keep the curator's picks of those categories; an empty tab says so ($name)", async (width) => {
      await at(width);
      await page.goto('/creator/barrelben');
      const picks = page.getByTestId('creator-recommendation');
      await picks.first().waitFor();
      const { whiskey } = await one<{ whiskey: number }>(
        `select count(*)::int as whiskey from endorsements e join creators c on c.id = e.creator_id join products p on p.id = e.product_id
         where c.handle = 'barrelben' and 'whiskey' = any(p.categories)`,
      );
      await page.getByRole('tab', { name: 'Whiskey' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="creator-recommendation"]').length === n, whiskey);
      await page.getByRole('tab', { name: 'Wine' }).click();
      await page.getByText('No Wine picks yet').waitFor();
      await expect(picks.count()).resolves.toBe(0);
      await shot('creator-tab-empty', width);

      await page.goto('/creator/mayapours');
      await picks.first().waitFor();
      const all = await picks.count();
      await page.getByRole('tab', { name: 'Cocktail Essentials' }).click();
      const { essentials } = await one<{ essentials: number }>(
        `select count(*)::int as essentials from endorsements e join creators c on c.id = e.creator_id join products p on p.id = e.product_id
         where c.handle = 'mayapours' and p.categories && array['gin','vodka','rum','tequila','mixers','cocktail-kits']`,
      );
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="creator-recommendation"]').length === n, essentials);
      await page.getByRole('tab', { name: 'Whiskey' }).click();
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="creator-recommendation"]').length < n, all);
      await shot('creator-tab-whiskey', width);
    });
  });

  describe('seed details', () => {
    it.each(WIDTHS)("the early-access thank-you view has a visible Close, and the popup stays away this session ($name)", async (width) => {
      await at(width);
      await shop.database.query(
        `insert into admin_settings (key, value) values ('signup_modal', '{"enabled": true}') on conflict (key) do update set value = excluded.value`,
      );
      try {
        await page.goto('/');
        const popup = page.getByRole('dialog', { name: 'Get early access' });
        await popup.waitFor();
        await popup.getByLabel('Name').fill('Tess Thanks');
        await popup.getByLabel('Email').fill(`tess-${width.width}@example.com`);
        await popup.getByText('Shopper', { exact: true }).click();
        await popup.getByRole('button', { name: 'Join the list' }).click();
        const thanks = page.getByRole('dialog', { name: 'Thank you!' });
        await thanks.waitFor();
        await shot('early-access-thanks', width);
        await thanks.getByRole('button', { name: 'Close', exact: true }).click();
        await thanks.waitFor({ state: 'detached' });
        await page.goto('/creators');
        await page.getByRole('heading', { name: 'Meet Our Curators' }).waitFor();
        await expect(page.getByRole('dialog').count()).resolves.toBe(0);
      } finally {
        await shop.database.query(`delete from admin_settings where key = 'signup_modal'`);
      }
    });

    it.each(WIDTHS)('a protected route shows a spinner while the session loads ($name)', async (width) => {
      await at(width);
      const held = gate();
      await page.route('**/api/user', async (route: Route) => {
        await held.opened;
        await route.continue();
      });
      await page.goto('/orders', { waitUntil: 'commit' });
      await page.getByRole('status', { name: 'Loading' }).waitFor();
      await shot('protected-spinner', width);
      held.open();
      await page.waitForURL((url) => url.pathname === '/auth');
    });

    it.each(WIDTHS)('the catalog shows 12 placeholder cards while the next page loads, and the feed 3 while a tab loads ($name)', async (width) => {
      await at(width);
      await page.goto('/products');
      await page.getByTestId('product-card').first().waitFor();
      const held = gate();
      await page.route('**/api/products?*', async (route: Route) => {
        await held.opened;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-skeleton"]').length === 12);
      await expect(page.getByTestId('product-card').count()).resolves.toBe(0);
      await shot('catalog-paging-skeleton', width);
      held.open();
      await page.getByTestId('product-card').first().waitFor();
      await page.unroute('**/api/products?*');

      await page.goto('/feed');
      await page.getByRole('tab', { name: 'Latest' }).waitFor();
      await page.locator('a[href^="/products/"]').first().waitFor();
      const feedHeld = gate();
      await page.route('**/api/feed?*', async (route: Route) => {
        await feedHeld.opened;
        await route.continue();
      });
      await page.getByRole('tab', { name: 'Popular' }).click();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="feed-placeholder"]').length === 3);
      await shot('feed-tab-placeholders', width);
      feedHeld.open();
      await page.locator('a[href^="/products/"]').first().waitFor();
    });
  });
});
