import type { Page } from 'playwright-core';
import { pathnameOf } from './support/browser';
import { useShopInBrowser } from './support/shop-session';

/** The demo shop (seeded into every fresh test database) is what these tests browse. */
describe('browsing the shop while signed out', () => {
  const shop = useShopInBrowser({ ageVerified: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  const searchParam = (name: string) => new URL(page.url()).searchParams.get(name);

  it('goes from home through the catalog (search and filter) to a product, its brand, a curator and the feed', async () => {
    await page.goto('/');
    await page.getByRole('heading', { name: 'Curators', exact: true }).waitFor();
    await page.getByText('Select your address to see products available in your area and delivery options', { exact: true }).waitFor();

    // Home: at most 3 featured products, up to 6 cohorts, 3 featured curators.
    await page.getByTestId('featured-product-card').first().waitFor();
    const featuredCount = await page.getByTestId('featured-product-card').count();
    expect(featuredCount).toBeGreaterThan(0);
    expect(featuredCount).toBeLessThanOrEqual(3);
    await page.getByTestId('cohort-card').first().waitFor();
    expect(await page.getByTestId('cohort-card').count()).toBeLessThanOrEqual(6);
    await expect(page.getByTestId('cohort-card').first().textContent()).resolves.toMatch(/\d+ creators/);
    await page.getByTestId('creator-card').first().waitFor();
    await expect(page.getByTestId('creator-card').count()).resolves.toBe(3);
    await expect(page.getByTestId('creator-card').first().textContent()).resolves.toMatch(/Shop \S+'s Picks/);

    // A signed-out heart asks to sign in.
    await page
      .getByTestId('featured-product-card')
      .first()
      .getByRole('button', { name: /to favorites/ })
      .click();
    await page.getByText('Please sign in to add favorites', { exact: true }).waitFor();

    await page.getByRole('link', { name: 'View All Products' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.getByRole('heading', { name: 'Product Catalog' }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBeLessThanOrEqual(24);

    // Search is kept in the URL and narrows the list.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('bourbon');
    await page.waitForURL((url) => url.searchParams.get('search') === 'bourbon');
    await page.getByTestId('product-card').filter({ hasText: 'Ember & Oak Small Batch Bourbon' }).waitFor();
    // Ranked by relevance: a bourbon by name first; products tagged bourbon (not named so) may follow.
    const cardTexts = await page.getByTestId('product-card').allTextContents();
    expect(cardTexts[0].toLowerCase()).toContain('bourbon');
    expect(cardTexts.length).toBeLessThan(24);

    // Nothing matches: the empty state.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzz-no-such-bottle');
    await page.getByText('No products found', { exact: true }).waitFor();
    await page.getByText('Try adjusting your search or filter criteria.', { exact: true }).waitFor();

    // Category filter, also in the URL; the search box clears back to everything first.
    await page.getByRole('searchbox', { name: 'Search products' }).fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await page.getByRole('combobox', { name: 'Category' }).selectOption('wine');
    await page.waitForURL((url) => url.searchParams.get('category') === 'wine');
    await page.getByTestId('product-card').filter({ hasText: 'Marlowe Cellars' }).first().waitFor();
    for (const text of await page.getByTestId('product-card').allTextContents()) expect(text).toContain('Wine');

    // Grid/list toggle is kept too.
    await page.getByRole('button', { name: 'List view' }).click();
    await page.waitForURL((url) => url.searchParams.get('view') === 'list');
    expect(searchParam('category')).toBe('wine');

    // The state survives a reload from the URL alone.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Category' }).inputValue()).resolves.toBe('wine');
    await expect(page.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).resolves.toBe('true');

    // Product detail.
    await page.getByRole('combobox', { name: 'Category' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('Small Batch Bourbon');
    await page.getByTestId('product-card').filter({ hasText: 'Ember & Oak Small Batch Bourbon' }).click();
    await page.waitForURL((url) => /^\/products\/[0-9a-f-]{36}$/.test(url.pathname));
    await page.getByRole('heading', { name: 'Ember & Oak Small Batch Bourbon', level: 1 }).waitFor();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.textContent()).resolves.toBe('HomeBrandsEmber & Oak Small Batch Bourbon');
    // The curators' rating: one endorsement of 5 in the demo shop.
    await page.getByRole('img', { name: 'Rated 5.0 out of 5' }).waitFor();
    await page.getByText('1 curator rating', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Available Markets' }).waitFor();
    await page.getByRole('heading', { name: 'You Might Also Like' }).waitFor();
    // Delivery and shipping both offered: two buy buttons, and 'Add to Cart' marked 'Choose later'.
    await page.getByRole('button', { name: /Get it Now/ }).waitFor();
    await page.getByRole('button', { name: /Get it Shipped/ }).waitFor();
    await page.getByRole('button', { name: /Add to Cart.*Choose later/ }).waitFor();
    await page.getByRole('button', { name: /Get it Now/ }).click();
    await page.getByText('Please sign in to purchase products', { exact: true }).waitFor();
    await page.getByText('Secure checkout', { exact: false }).waitFor();

    // On to its brand.
    await page.getByRole('link', { name: 'Ember & Oak Distilling' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/brand/'));
    await page.getByRole('heading', { name: 'Ember & Oak Distilling', level: 1 }).waitFor();
    const reserve = page.getByTestId('brand-product-card').filter({ hasText: 'Ember & Oak Single Barrel Reserve' });
    await reserve.getByText('Out of stock', { exact: true }).waitFor();
    await expect(reserve.getByRole('button', { name: 'Buy Now' }).isDisabled()).resolves.toBe(true);
    await page
      .getByTestId('brand-product-card')
      .filter({ hasText: 'Ember & Oak Rye Whiskey' })
      .getByText('Available', { exact: true })
      .waitFor();

    // A curator, from the curator list.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Curators' }).click();
    await page.getByRole('heading', { name: 'Meet Our Curators' }).waitFor();
    await page.getByTestId('creator-card').filter({ hasText: '@mayapours' }).getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/creator/mayapours');
    await page.getByRole('heading', { name: 'Maya Okafor', level: 1 }).waitFor();
    await page.getByText('Verified 21+', { exact: true }).waitFor();
    await page.getByRole('heading', { name: "Maya Okafor's Collections" }).waitFor();
    for (const tab of ['All Picks', 'Whiskey', 'Cocktail Essentials', 'Wine']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await page.getByText('Please sign in to follow creators', { exact: true }).waitFor();
    const pick = page.getByTestId('creator-recommendation').first();
    await pick.waitFor();
    const creatorId = new URL(
      await pick
        .getByRole('link')
        .getAttribute('href')
        .then((href) => `${shop.server.baseUrl}${href}`),
    ).searchParams.get('utm_source');
    expect(creatorId).toMatch(/^[0-9a-f-]{36}$/);
    await pick.getByRole('link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/') && url.searchParams.get('utm_source') === creatorId);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The feed: latest by default, and an empty For You tab for a signed-out visitor.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feed' }).click();
    await page.getByRole('heading', { name: 'Creator Feed' }).waitFor();
    await page.getByTestId('endorsement-card').first().waitFor();
    expect(await page.getByTestId('endorsement-card').count()).toBeLessThanOrEqual(20);
    await page.getByRole('tab', { name: 'For You' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'for-you');
    await page.getByText('No recommendations yet', { exact: true }).waitFor();
    await page.getByText('Follow some creators to see their product recommendations here', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Popular' }).click();
    await page.getByTestId('endorsement-card').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
  });

  it('filters brands with chips and shows real recommendation counts', async () => {
    await page.goto('/brands');
    await page.getByTestId('brand-card').first().waitFor();
    const all = await page.getByTestId('brand-card').count();
    expect(all).toBeGreaterThan(1);
    await expect(page.getByTestId('brand-card').first().textContent()).resolves.toMatch(/Recommended by \d+ creators?/);

    await page.getByRole('link', { name: 'International' }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'international');
    await page.getByTestId('brand-card').first().waitFor();
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid="brand-card"]').length < count, all);
    await page.getByTestId('brand-card').filter({ hasText: 'Highland Reach' }).waitFor();
    await expect(page.getByTestId('brand-card').filter({ hasText: 'Ember & Oak Distilling' }).count()).resolves.toBe(0);

    await page.getByTestId('brand-card').filter({ hasText: 'Highland Reach' }).getByRole('link', { name: 'View Products' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/brand/'));
    await page.getByRole('heading', { name: 'Highland Reach', level: 1 }).waitFor();
    await page.getByTestId('brand-product-card').first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
  });

  it('shows categories, category pages and the unknown-category and not-found screens', async () => {
    await page.goto('/categories');
    await page.getByTestId('featured-category').nth(3).waitFor();
    await expect(page.getByTestId('featured-category').allTextContents()).resolves.toEqual([
      expect.stringContaining('Beer'),
      expect.stringContaining('Wine'),
      expect.stringContaining('Whiskey'),
      expect.stringContaining('Gin'),
    ]);
    await page.getByTestId('featured-category').filter({ hasText: 'Whiskey' }).click();
    await page.waitForURL((url) => url.pathname === '/categories/whiskey');
    await page.getByRole('heading', { name: 'Whiskey', level: 1 }).waitFor();
    await page.getByTestId('category-product-card').first().waitFor();
    for (const label of ['All', 'Premium', 'Craft', 'Limited Edition', 'Top Rated'])
      await page.getByRole('button', { name: label, exact: true }).waitFor();
    await page.getByTestId('category-product-card').first().getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Please sign in to purchase products', { exact: true }).waitFor();

    await page.goto('/categories/absinthe');
    await page.getByRole('heading', { name: 'Unknown Category' }).waitFor();
    await page.getByRole('link', { name: 'Back to Categories' }).click();
    await page.waitForURL((url) => url.pathname === '/categories');

    await page.goto('/creator/no-such-curator');
    await page.getByText('Creator not found', { exact: true }).waitFor();
    await page.getByText("The creator you're looking for doesn't exist or has been removed.", { exact: true }).waitFor();

    await page.goto('/brand/00000000-0000-4000-8000-000000000000');
    await page.getByText('Brand not found', { exact: true }).waitFor();

    await page.goto('/products/00000000-0000-4000-8000-000000000000');
    await page.getByText('Product not found', { exact: true }).waitFor();
    expect(pathnameOf(page)).toBe('/products/00000000-0000-4000-8000-000000000000');
  });

  it('pages through the catalog 24 at a time with the page in the URL', async () => {
    const response = await fetch(`${shop.server.baseUrl}/api/products?limit=1`);
    const total = Number(response.headers.get('X-Total-Count'));
    expect(total).toBeGreaterThan(24);

    await page.goto('/products');
    await page.getByTestId('product-card').first().waitFor();
    await expect(page.getByTestId('product-card').count()).resolves.toBe(24);
    await page.getByText(`Page 1 of ${Math.ceil(total / 24)}`).waitFor();
    const firstPageNames = await page.getByTestId('product-card').locator('h3').allTextContents();

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await page.getByText(`Page 2 of ${Math.ceil(total / 24)}`).waitFor();
    // The next page's placeholders give way to its products.
    await page.getByTestId('product-results').waitFor();
    await expect(page.getByTestId('product-skeleton').count()).resolves.toBe(0);
    const secondPageNames = await page.getByTestId('product-card').locator('h3').allTextContents();
    expect(secondPageNames.length).toBe(Math.min(24, total - 24));
    expect(secondPageNames.filter((name) => firstPageNames.includes(name))).toEqual([]);
  });

  it('shows a creator page within a phone screen (390 px): the picks\' tab row scrolls, the page does not', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/creator/mayapours');
    await page.getByRole('tab', { name: 'Wine' }).waitFor();
    await page.getByRole('heading', { name: "Maya Okafor's Collections" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
