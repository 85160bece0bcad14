import type { Locator, Page } from 'playwright-core';
import { signInAs, useShopInBrowser } from './support/shop-session';

// Demo data: the shopper follows mayapours (not sofiasips) and favorites a few products.
const FOLLOWED_CREATOR = 'mayapours';
const NOT_FOLLOWED_CREATOR = 'sofiasips';

describe('favorites and follows', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  const toast = (title: string): Locator => page.locator('[data-variant]').filter({ hasText: title });

  async function signInAsShopper(): Promise<void> {
    await signInAs(page, 'shopper');
  }

  /**
   * The name of the first product on the home page that is not a favorite yet (its heart reads
   * 'Add … to favorites'). Hearts stay disabled until the saved favorites are known.
   */
  async function firstProductNotFavorited(): Promise<string> {
    const heart = page.getByRole('button', { name: /^Add .+ to favorites$/, disabled: false }).first();
    await heart.waitFor();
    const label = (await heart.getAttribute('aria-label')) ?? '';
    return label.replace(/^Add (.+) to favorites$/, '$1');
  }

  const creatorFollowers = async (handle: string): Promise<number> => {
    const { rows } = await shop.database.query<{ followers: number }>('select followers from creators where handle = $1', [handle]);
    return Number(rows[0].followers);
  };

  it('favorites a product from its card and removes it again, surviving a reload', async () => {
    await signInAsShopper();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const product = await firstProductNotFavorited();
    const heart = page.getByRole('button', { name: `Add ${product} to favorites` });
    await heart.click();
    await toast('Added to favorites!').filter({ hasText: 'Product saved to your favorites' }).waitFor();
    const filledHeart = page.getByRole('button', { name: `Remove ${product} from favorites` });
    await expect(filledHeart.getAttribute('aria-pressed')).resolves.toBe('true');

    await page.reload();
    await filledHeart.click();
    await toast('Removed from favorites').filter({ hasText: 'Product removed from favorites' }).waitFor();
    await heart.waitFor();
  });

  it('rolls the heart back and shows the error when saving fails', async () => {
    await signInAsShopper();
    await page.route('**/api/user/favorites/products', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: 'Service Unavailable' }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const product = await firstProductNotFavorited();
    await page.getByRole('button', { name: `Add ${product} to favorites` }).click();
    await toast('Error').filter({ hasText: 'Something went wrong. Please try again.' }).waitFor();
    await expect(page.getByRole('button', { name: `Add ${product} to favorites` }).getAttribute('aria-pressed')).resolves.toBe('false');
  });

  it('favorites a brand from the brand list', async () => {
    await signInAsShopper();
    await page.goto('/brands');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const heart = page.getByRole('button', { name: /^Add .* to favorites$/ }).first();
    const label = (await heart.getAttribute('aria-label')) ?? '';
    const brandName = label.replace(/^Add (.*) to favorites$/, '$1');
    await heart.click();
    await toast('Added to favorites').filter({ hasText: 'Brand added to your favorites!' }).waitFor();
    await page.getByRole('button', { name: `Remove ${brandName} from favorites` }).click();
    await toast('Removed from favorites').filter({ hasText: 'Brand removed from your favorites' }).waitFor();
    await page.getByRole('button', { name: `Add ${brandName} to favorites` }).waitFor();
  });

  it('follows and unfollows a curator from the curator list, and the follower count moves', async () => {
    await signInAsShopper();
    await page.goto('/creators');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const card = page.getByTestId('creator-card').filter({ hasText: `@${NOT_FOLLOWED_CREATOR}` });
    const before = await creatorFollowers(NOT_FOLLOWED_CREATOR);
    await card.getByRole('button', { name: 'Follow', exact: true }).click();
    await toast('Following!').filter({ hasText: 'Added to your circle' }).waitFor();
    await card.getByRole('button', { name: 'Following', exact: true }).waitFor();
    await expect(creatorFollowers(NOT_FOLLOWED_CREATOR)).resolves.toBe(before + 1);

    await card.getByRole('button', { name: 'Following', exact: true }).click();
    await toast('Unfollowed').filter({ hasText: 'Removed from your circle' }).waitFor();
    await card.getByRole('button', { name: 'Follow', exact: true }).waitFor();
    await expect(creatorFollowers(NOT_FOLLOWED_CREATOR)).resolves.toBe(before);
  });

  it('unfollows and follows again on the curator page, reverting when the server fails', async () => {
    await signInAsShopper();
    await page.goto(`/creator/${FOLLOWED_CREATOR}`);
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const following = page.getByRole('button', { name: 'Following', exact: true });
    await following.click();
    await toast('Unfollowed creator').waitFor();
    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    await follow.waitFor();

    await page.route('**/api/follows', (route) => route.fulfill({ status: 500, body: '' }));
    await follow.click();
    await toast('Error').filter({ hasText: 'Something went wrong. Please try again.' }).waitFor();
    await follow.waitFor();

    await page.unroute('**/api/follows');
    await follow.click();
    await toast('Now following this creator!').waitFor();
    await following.waitFor();
  });

  it('asks signed-out visitors to sign in before following or favoriting', async () => {
    await page.goto(`/creator/${FOLLOWED_CREATOR}`);
    await page.getByRole('button', { name: 'Follow', exact: true }).click();
    await toast('Sign in required').filter({ hasText: 'Please sign in to follow creators' }).waitFor();

    await page.goto('/');
    const product = await firstProductNotFavorited();
    await page.getByRole('button', { name: `Add ${product} to favorites` }).click();
    await toast('Sign in required').filter({ hasText: 'Please sign in to add favorites' }).waitFor();
  });
});
