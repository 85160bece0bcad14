import { mkdirSync } from 'node:fs';
import { useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/rounds-screens/account-recovery';

/** Forgot password → the mail in the development mailbox → a new password → signed in with it. */
describe('recovering an account', () => {
  const shop = useShopInBrowser({ ageVerified: true, database: true });

  const mailTo = async (email: string, subject: string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await shop.database.query<{ text: string; html: string }>(`select text, html from mailbox_messages where to_address = $1 and subject = $2`, [email, subject]);
      if (rows.length > 0) return rows[0];
      if (Date.now() > deadline) throw new Error(`No "${subject}" mail reached ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('mails a reset link from /auth/forgot, sets the new password at /auth/reset, and signs in with it', async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const page = shop.page;
    const username = `forgetful_${Date.now().toString(36)}`;
    const email = `${username}@example.com`;
    await page.request.post('/api/register', { data: { username, password: 'the-old-password', email } }).then((answer) => expect(answer.status()).toBe(201));
    await page.context().clearCookies();

    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/forgot');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByRole('status').filter({ hasText: 'If an account uses this address, we sent it a link' }).waitFor();

    const mail = await mailTo(email, 'Reset your Rounds password');
    const link = /http:\/\/\S+\/auth\/reset\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.setContent(mail.html);
    await page.screenshot({ path: `${SCREENSHOTS}/reset-mail-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('the-new-password-21');
    await page.getByLabel('Repeat the new password').fill('the-new-password-21');
    await page.screenshot({ path: `${SCREENSHOTS}/reset-page-1366.png`, fullPage: true });
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('status').filter({ hasText: 'Every device was signed out' }).waitFor();
    await page.getByRole('link', { name: 'Sign in with the new password' }).click();

    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('the-new-password-21');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'User menu' }).waitFor();

    // The link worked once: opening it again refuses.
    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
    await page.getByLabel('Repeat the new password').fill('yet-another-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired' }).waitFor();
  });

  it('shows /auth/forgot at 390 px', async () => {
    const page = shop.page;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth/forgot');
    await page.getByRole('button', { name: 'Send me a link' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/forgot-390.png`, fullPage: true });
  });
});
