import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { signOutOfBrowser, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/messaging';

/** Message on a curator page: the shopper asks, the curator answers from the dashboard's inbox and blocks; at both widths. */
describe.each([
  { width: 1366, height: 900, phone: false },
  { width: 390, height: 844, phone: true },
])('Message a curator at $width px', ({ width, height, phone }) => {
  const shop = useShopInBrowser({ ageVerified: true, viewport: { width, height } });
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

  it('carries a question to the curator, the answer back, and a block', async () => {
    const username = `asker_${width}_${Date.now().toString(36)}`;
    const registered = await fetch(`${shop.server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'correct-horse-battery' }),
    });
    expect(registered.status).toBe(201);
    const question = 'Which rye would you pour for someone new to it? <3';

    // Signed out, Message leads through /auth and back to the page.
    await page.goto('/creator/mayapours');
    await page.getByRole('button', { name: 'Message' }).click();
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/creator/mayapours');
    await signIn(username, 'correct-horse-battery');
    await page.waitForURL((url) => url.pathname === '/creator/mayapours');

    await page.getByRole('button', { name: 'Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Message @mayapours' });
    await dialog.getByLabel('Your question for @mayapours').fill('<b>Hello</b>');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Messages are plain text: remove the HTML tags (such as <b> or <a>).').first().waitFor();
    await dialog.getByLabel('Your question for @mayapours').fill(question);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('list', { name: 'Messages with @mayapours' }).getByText(question).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/shopper-dialog-${width}.png` });

    // The curator sees the unread count on the Dashboard button and answers from the inbox.
    await signOutOfBrowser(page);
    await page.goto('/auth?redirect=/');
    await signIn('curator');
    await page.waitForURL((url) => url.pathname === '/');
    if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
    const dashboard = page.getByRole('link', { name: /Dashboard/ });
    await dashboard.getByLabel('1 unread message').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/curator-badge-${width}.png` });
    await dashboard.click();
    await page.getByRole('heading', { name: 'Messages' }).waitFor();
    await page.getByRole('button', { name: new RegExp(username) }).click();
    const thread = page.getByTestId('conversation-thread');
    await thread.getByText(question).waitFor();
    await thread.getByLabel(`Reply to ${username}`).fill('Rittenhouse, neat. Then the same in a Manhattan.');
    await thread.getByRole('button', { name: 'Send' }).click();
    await thread.getByRole('list', { name: `Messages with ${username}` }).getByText('Rittenhouse, neat. Then the same in a Manhattan.').waitFor();
    await expect(thread.getByLabel(`Reply to ${username}`).inputValue()).resolves.toBe('');
    await page.screenshot({ path: `${SCREENSHOTS}/curator-inbox-${width}.png`, fullPage: true });
    await thread.getByRole('button', { name: `Block ${username}` }).click();
    await thread.getByText(`You blocked ${username}. Unblock them to reply.`).waitFor();
    await thread.getByRole('button', { name: `Report ${username}` }).click();
    await thread.getByLabel('What is wrong?').fill('Testing the report.');
    await thread.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Report sent').first().waitFor();
    await expect(page.getByTestId('unread-messages').count()).resolves.toBe(0);

    // The shopper reads the answer on the curator page and can no longer write.
    await signOutOfBrowser(page);
    await page.goto('/auth?redirect=/creator/mayapours');
    await signIn(username, 'correct-horse-battery');
    await page.waitForURL((url) => url.pathname === '/creator/mayapours');
    await page.getByRole('button', { name: 'Message' }).click();
    const reopened = page.getByRole('dialog', { name: 'Message @mayapours' });
    await reopened.getByRole('list', { name: 'Messages with @mayapours' }).getByText('Rittenhouse, neat. Then the same in a Manhattan.').waitFor();
    await reopened.getByText('You cannot reply in this conversation.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/shopper-blocked-${width}.png` });
  });
});
