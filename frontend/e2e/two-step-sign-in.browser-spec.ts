import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { signOutOfBrowser, useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/two-step-sign-in';
const PASSWORD = 'a-strong-password-21';

/** What the authenticator app shows for `secret`, `stepsFromNow` 30-second steps from now. */
function codeFor(secret: string, stepsFromNow = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsFromNow * 30_000 });
}

/** Waits until at least 8 s of the current 30-second step are left, so a code computed now is still current when checked. */
async function untilStepHasTime(): Promise<void> {
  while (30_000 - (Date.now() % 30_000) < 8_000) await new Promise((resolve) => setTimeout(resolve, 250));
}

describe('two-step sign-in in the browser', () => {
  const shop = useShopInBrowser({ ageVerified: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  async function signUp(username: string): Promise<void> {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  }

  async function openSecuritySettings() {
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: 'Security' }).click();
    await dialog.getByTestId('sessions').getByText('This browser').waitFor();
    return dialog;
  }

  it('enrols an authenticator app from Settings with a QR code, then signs in with a code from it', async () => {
    const username = `totp_${Date.now().toString(36)}`;
    await signUp(username);
    let dialog = await openSecuritySettings();
    await dialog.getByRole('button', { name: 'Set up authenticator app' }).click();
    const secret = (await dialog.getByTestId('totp-secret').textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await dialog.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/settings-security-setup-1366.png` });

    await untilStepHasTime();
    await dialog.getByLabel('Code from the app').fill(codeFor(secret, -1));
    await dialog.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    const codes = dialog.getByTestId('recovery-codes').getByRole('listitem');
    await codes.first().waitFor();
    await expect(codes.count()).resolves.toBe(10);
    await page.screenshot({ path: `${SCREENSHOTS}/settings-security-recovery-codes-1366.png` });
    await dialog.getByRole('button', { name: 'I saved them' }).click();
    await dialog.getByText('On: sign-in asks for a code').waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/settings-security-on-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Signing in again: the password alone does not sign in; the code from the app does.
    await signOutOfBrowser(page);
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const codeInput = page.getByLabel('Authentication code');
    await codeInput.waitFor();
    await expect(page.getByRole('button', { name: 'User menu' }).count()).resolves.toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/sign-in-code-step-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/sign-in-code-step-390.png` });

    await untilStepHasTime();
    await codeInput.fill(codeFor(secret));
    await page.getByLabel('Trust this browser for 30 days').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('button', { name: 'User menu' }).waitFor();

    dialog = await openSecuritySettings();
    await dialog.getByText('On: sign-in asks for a code').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/settings-security-390.png`, fullPage: true });
  });

  it('lets the owner of an account locked by failed sign-ins in from a new browser with the password and a code', async () => {
    const username = `locked_${Date.now().toString(36)}`;
    await signUp(username);
    // An authenticator app, set up through the API from the signed-in page (the enrolment screen has its own test above).
    const { secret } = await page.evaluate(async () => (await fetch('/api/user/mfa/totp/setup', { method: 'POST' })).json() as Promise<{ secret: string }>);
    await untilStepHasTime();
    const enabled = await page.evaluate(async (code) => (await fetch('/api/user/mfa/totp/enable', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ code }) })).status, codeFor(secret, -1));
    expect(enabled).toBe(200);

    // Someone else guesses the password until the account locks.
    for (let attempt = 1; attempt <= 11; attempt++) {
      await fetch(`${shop.server.baseUrl}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: `guess-${attempt}` }) });
    }

    // The owner, in a browser that never signed in to the account (no device cookie): the right password is not enough.
    await signOutOfBrowser(page);
    await page.goto('/auth');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    const notice = page.getByTestId('sign-in-locked');
    await notice.getByText('This account is locked').waitFor();
    await notice.getByText(/Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\./).waitFor();
    await notice.getByText('enter your password and the 6-digit code from your authenticator app').waitFor();
    await expect(page.getByText('Login failed').count()).resolves.toBe(0);
    const codeInput = page.getByLabel('Authentication code');
    await codeInput.waitFor();
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/sign-in-locked-1366.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/sign-in-locked-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // A wrong code: still locked, and the notice says to check both.
    await codeInput.fill('000000');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await notice.getByText('That did not sign you in: check your password, then enter a new code.').waitFor();
    await expect(codeInput.inputValue()).resolves.toBe('');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/sign-in-locked-wrong-code-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    await untilStepHasTime();
    await codeInput.fill(codeFor(secret));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/');
  });
});
