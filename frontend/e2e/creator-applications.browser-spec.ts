import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signOutOfBrowser, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/creator-applications';

/** Apply to be a Curator, from /creators through the admin's review to the applicant's profile, at both widths. */
describe.each([
  { width: 1366, height: 900, decision: 'approve' as const },
  { width: 390, height: 844, decision: 'reject' as const },
])('Apply to be a Curator at $width px', ({ width, height, decision }) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport: { width, height } });
  let page: Page;
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));
  beforeEach(() => {
    page = shop.page;
  });

  async function signIn(username: string, password = 'rounds-demo-21') {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }

  async function registerApplicant(): Promise<string> {
    const username = `applicant_${width}_${Date.now().toString(36)}`;
    const response = await fetch(`${shop.server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'correct-horse-battery' }),
    });
    expect(response.status).toBe(201);
    return username;
  }

  it(`applies from /creators after signing in, and the admin's ${decision} shows on the applicant's profile`, async () => {
    const username = await registerApplicant();
    const { rows: products } = await shop.database.query<{ name: string }>('select name from products order by name limit 3');
    const handle = `nia_${width}`;

    // Signed out: the button leads through /auth and back to the form.
    await page.goto('/creators');
    await page.getByRole('link', { name: 'Apply to be a Curator' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/creators/apply');
    await signIn(username, 'correct-horse-battery');
    await page.waitForURL((url) => url.pathname === '/creators/apply');

    // The handle is checked as it is typed.
    const handleInput = page.getByLabel('Handle');
    await handleInput.fill('mayapours');
    await page.getByText('The handle @mayapours is taken. Choose another one.').waitFor();
    await handleInput.fill(handle);
    await page.getByText(`@${handle} is available`).waitFor();

    await page.getByLabel('Name', { exact: true }).fill('Nia Barrel');
    await page.getByLabel('Bio').fill('I write about rye and the people who make it.');
    await page.getByLabel('Instagram').fill('@niabarrel');
    for (const [index, product] of products.entries()) {
      const pick = page.getByTestId(`pick-${index + 1}`);
      await pick.getByPlaceholder('Search the catalog').fill(product.name);
      await pick.getByRole('button', { name: product.name, exact: true }).click();
      await pick.getByLabel('Why you recommend it').fill(`Pick ${index + 1}: poured neat.`);
    }
    await page.screenshot({ path: `${SCREENSHOTS}/apply-form-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText(`Your curator application for @${handle} is under review.`).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/apply-pending-${width}.png`, fullPage: true });

    // The admin reviews it in the Curators tab.
    await signOutOfBrowser(page);
    await page.goto('/auth?redirect=/admin');
    await signIn('admin');
    await page.getByRole('heading', { name: 'Platform Management' }).waitFor();
    await page.getByRole('tab', { name: 'Curators', exact: true }).click();
    const card = page.getByTestId('creator-application').filter({ hasText: `@${handle}` });
    await card.getByText(products[0].name).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/admin-applications-${width}.png`, fullPage: true });
    if (decision === 'approve') {
      await card.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('cell', { name: `@${handle}`, exact: true }).waitFor();
    } else {
      await card.getByRole('button', { name: 'Reject' }).click();
      const dialog = page.getByRole('dialog', { name: `Reject @${handle}` });
      await dialog.getByLabel('Reason').fill('Tell us more about what you pour.');
      await page.screenshot({ path: `${SCREENSHOTS}/admin-reject-${width}.png` });
      await dialog.getByRole('button', { name: 'Reject application' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    // The applicant reads the outcome on their profile.
    await signOutOfBrowser(page);
    await page.goto('/auth?redirect=/profile');
    await signIn(username, 'correct-horse-battery');
    const status = page.getByTestId('creator-application-status');
    if (decision === 'approve') {
      await status.getByText('Your curator application was approved.').waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/profile-approved-${width}.png`, fullPage: true });
      await status.getByRole('link', { name: 'View your page' }).click();
      await page.waitForURL((url) => url.pathname === `/creator/${handle}`);
      await page.getByText(products[0].name).first().waitFor();
    } else {
      await status.getByText('Reason: Tell us more about what you pour.').waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/profile-rejected-${width}.png`, fullPage: true });
      await status.getByRole('link', { name: 'Apply again' }).click();
      await page.waitForURL((url) => url.pathname === '/creators/apply');
      await page.getByRole('button', { name: 'Send application' }).waitFor();
    }
  });
});
