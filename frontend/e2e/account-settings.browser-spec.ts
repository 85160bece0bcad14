import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { signOutOfBrowser, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/rounds-screens/account-settings';

/**
 * Settings → Account on a phone and a laptop: a new password (and signing in with it), a new e-mail address
 * confirmed through the link the development mailbox received, and one kind of optional mail turned off.
 */
describe.each([
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
])('Settings → Account at $width px', (viewport) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport });
  let page: Page;
  beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));
  beforeEach(() => {
    page = shop.page;
  });

  const newAccount = async (prefix: string) => {
    const username = `${prefix}_${viewport.width}_${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    // Registering from the page's own context leaves it signed in, as the sign-up form does.
    const answer = await page.request.post('/api/register', { data: { username, password: 'the-first-password', email } });
    expect(answer.status()).toBe(201);
    return { username, email };
  };
  const openAccountSettings = async (): Promise<Locator> => {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Account' }).click();
    await dialog.getByRole('heading', { name: 'Notifications by e-mail' }).waitFor();
    return dialog;
  };
  const toast = (title: string) => page.locator('[data-variant]').filter({ hasText: title });
  const mailTo = async (email: string, subject: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await shop.database.query<{ text: string }>('select text from mailbox_messages where lower(to_address) = lower($1) and subject = $2 order by created_at desc', [email, subject]);
      if (rows.length > 0) return rows[0];
      if (Date.now() > deadline) throw new Error(`No "${subject}" mail reached ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('changes the password, says so, and the new one signs in', async () => {
    const { username } = await newAccount('pw');
    const dialog = await openAccountSettings();
    const form = dialog.getByRole('form', { name: 'Change your password' });
    await form.getByLabel('Current password').fill('the-first-password');
    await form.getByLabel('New password (at least 8 characters)').fill('the-second-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await toast('Password changed').filter({ hasText: 'Every other device was signed out.' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/password-changed-${viewport.width}.png` });

    await signOutOfBrowser(page);
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('the-second-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  });

  it('changes the e-mail address once the link mailed to the new one is opened, then shows it confirmed', async () => {
    const { email } = await newAccount('mail');
    const next = email.replace('@example.com', '.new@example.com');
    let dialog = await openAccountSettings();
    await dialog.getByText(`${email} · not confirmed yet`).waitFor();
    const form = dialog.getByRole('form', { name: 'Change your e-mail address' });
    await form.getByLabel('New address').fill(next);
    await form.getByLabel('Current password').fill('the-first-password');
    await form.getByRole('button', { name: 'Change address' }).click();
    await toast('Check your new address').filter({ hasText: `We sent a confirmation link to ${next}.` }).waitFor();
    // Until the link is opened the old address stays.
    await dialog.getByText(`${email} · not confirmed yet`).waitFor();

    const mail = await mailTo(next, 'Confirm your e-mail address for Rounds');
    const link = /https?:\/\/\S+\/auth\/verify\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(new URL(link!).origin).toBe(shop.server.baseUrl);
    await page.goto(link!);
    await page.getByRole('status').filter({ hasText: 'Thank you. Order updates, shipping news and payouts will reach you there.' }).waitFor();
    await page.getByText('Your e-mail address is confirmed').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/address-confirmed-${viewport.width}.png` });

    dialog = await openAccountSettings();
    await dialog.getByText(`${next} · confirmed`).waitFor();
    await expect(dialog.getByRole('button', { name: 'Send a new link' }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/account-tab-confirmed-${viewport.width}.png` });
  });

  it('turns off one kind of optional mail and keeps the others', async () => {
    await newAccount('prefs');
    let dialog = await openAccountSettings();
    const imports = dialog.getByRole('checkbox', { name: /^Imports/ });
    await expect(imports.isChecked()).resolves.toBe(true);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/settings/notifications') && response.request().method() === 'PUT');
    await imports.click();
    expect((await saved).status()).toBe(200);
    await expect(imports.isChecked()).resolves.toBe(false);

    // Still off after a reload, and only that kind.
    dialog = await openAccountSettings();
    await expect(dialog.getByRole('checkbox', { name: /^Imports/ }).isChecked()).resolves.toBe(false);
    await expect(dialog.getByRole('checkbox', { name: /^Gift offers/ }).isChecked()).resolves.toBe(true);
    await expect(dialog.getByRole('checkbox', { name: /^Commissions/ }).isChecked()).resolves.toBe(true);
    const answer = await page.request.get('/api/user/settings/notifications');
    expect(await answer.json()).toEqual({ giftOffers: true, commissions: true, imports: false });
    // The dialog scrolls: bring the section's last box to its bottom edge.
    await dialog.getByRole('checkbox', { name: /^Imports/ }).evaluate((box) => box.closest('label')!.scrollIntoView({ block: 'end' }));
    await page.screenshot({ path: `${SCREENSHOTS}/notifications-by-email-${viewport.width}.png` });
  });
});
