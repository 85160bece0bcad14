import { mkdirSync } from 'node:fs';
import { useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = '/tmp/endorsement-disclosures-shots';

/** A gifted or paid recommendation carries its label on the creator page and in the feed; creator pages and public profiles say curators earn commission; at both widths. */
describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('endorsement disclosures at $width px', ({ width, height }) => {
  const shop = useShopInBrowser({ ageVerified: true, viewport: { width, height } });
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));

  it('labels the demo curator’s gifted and paid picks on their page and in the feed, with the commission line on the page and the public profile', async () => {
    const page = shop.page;
    await page.goto('/creator/mayapours');
    await page.getByTestId('commission-disclosure').filter({ hasText: 'Curators earn a commission on purchases made through their links.' }).waitFor();
    const pick = (name: string) => page.getByTestId('creator-recommendation').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await pick('Fizz Theory Fiery Ginger Beer').getByTestId('disclosure-badge').filter({ hasText: 'Gifted' }).waitFor();
    await pick('Ember & Oak Old Fashioned Kit').getByTestId('disclosure-badge').filter({ hasText: 'Paid partnership' }).waitFor();
    expect(await pick('Juniper Lane London Dry Gin').getByTestId('disclosure-badge').count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/creator-page-top-${width}.png` });
    await pick('Fizz Theory Fiery Ginger Beer').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/creator-page-picks-${width}.png` });

    await page.goto('/feed');
    const card = page.getByTestId('endorsement-card').filter({ hasText: 'Fizz Theory Fiery Ginger Beer' }).first();
    await card.getByTestId('disclosure-badge').filter({ hasText: 'Gifted' }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}/feed-${width}.png` });

    await page.goto('/profile/curator');
    await page.getByRole('heading', { name: "curator's Curated Store" }).waitFor();
    await page.getByTestId('commission-disclosure').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/public-profile-${width}.png` });
  });
});
