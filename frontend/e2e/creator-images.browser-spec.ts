import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { signInAs, signOutOfBrowser, useShopInBrowser } from './support/shop-session';

const SHOTS = '/tmp/storage';

/** The curator changes the avatar of their own page through upload and crop. */
describe.each([
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('creator page images ($name)', ({ name, viewport }) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport });
  let page: Page;
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  beforeEach(() => {
    page = shop.page;
  });

  const toast = (title: string): Locator => page.locator('[data-variant]').filter({ hasText: title });

  /** A photo the crop must scale up: 300×200, smaller than the 400×400 minimum. */
  const photo = () => sharp({ create: { width: 300, height: 200, channels: 3, background: '#2f6f8f' } }).png().toBuffer();

  it('lets the curator upload and crop a new avatar on their page, and shows it', async () => {
    await signInAs(page, 'curator');
    await page.goto('/creator/mayapours');
    const edit = page.getByRole('button', { name: 'Edit profile picture' });
    await edit.waitFor();
    await page.getByRole('button', { name: 'Edit hero image' }).waitFor();

    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), edit.click()]);
    await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await photo() });
    const dialog = page.getByRole('dialog', { name: 'Update Profile Picture' });
    await dialog.waitFor();
    const zoom = dialog.getByRole('slider', { name: 'Zoom' });
    const rotation = dialog.getByRole('slider', { name: 'Rotation' });
    await expect(zoom.getAttribute('min')).resolves.toBe('0.5');
    await expect(zoom.getAttribute('max')).resolves.toBe('3');
    await expect(zoom.getAttribute('step')).resolves.toBe('0.1');
    await expect(rotation.getAttribute('min')).resolves.toBe('-180');
    await expect(rotation.getAttribute('max')).resolves.toBe('180');
    // The crop starts at 90 % of the width, so the zoom starts just above 1.
    expect(Number(await zoom.inputValue())).toBeGreaterThan(1);
    await zoom.fill('1.5');
    await expect(zoom.inputValue()).resolves.toBe('1.5');
    await zoom.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(zoom.inputValue()).resolves.toBe('1.4');
    await rotation.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(rotation.inputValue()).resolves.toBe('-1');
    await page.screenshot({ path: `${SHOTS}/crop-dialog-${name}.png` });

    const saved = page.waitForResponse((response) => /\/api\/creators\/[^/]+\/avatar$/.test(response.url()) && response.request().method() === 'PUT');
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await toast('Success').filter({ hasText: 'Profile picture updated successfully!' }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const { rows } = await shop.database.query<{ avatar: string; owner_user_id: string; content_type: string; username: string }>(
      `select c.avatar, o.owner_user_id, o.content_type, u.username
         from creators c join uploaded_objects o on c.avatar = '/objects/uploads/' || o.key join users u on u.id = o.owner_user_id
        where c.handle = 'mayapours'`,
    );
    expect(rows).toEqual([{ avatar: expect.stringMatching(/^\/objects\/uploads\/[0-9a-f-]{36}$/), owner_user_id: expect.any(String), content_type: 'image/jpeg', username: 'curator' }]);
    const avatar = page.locator(`header img[src="${rows[0].avatar}"]`);
    await avatar.waitFor();
    // Scaled up to the 400×400 minimum, square, and really loaded.
    await page.waitForFunction((src) => {
      const image = document.querySelector<HTMLImageElement>(`header img[src="${src}"]`);
      return Boolean(image && image.complete && image.naturalWidth > 0);
    }, rows[0].avatar);
    const size = await avatar.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
    expect(size[0]).toBe(size[1]);
    expect(size[0]).toBeGreaterThanOrEqual(400);
    await page.screenshot({ path: `${SHOTS}/creator-page-new-avatar-${name}.png` });

    await page.reload();
    await page.locator(`header img[src="${rows[0].avatar}"]`).waitFor();

    // The hero: 16:9, at least 1200×675.
    const [heroChooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Edit hero image' }).click()]);
    await heroChooser.setFiles({ name: 'bar.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8f5f2f' } }).jpeg().toBuffer() });
    const heroDialog = page.getByRole('dialog', { name: 'Update Hero Image' });
    await heroDialog.getByRole('button', { name: 'Save' }).click();
    await toast('Success').filter({ hasText: 'Hero image updated successfully!' }).waitFor();
    const [{ hero_image: hero }] = (await shop.database.query<{ hero_image: string }>("select hero_image from creators where handle = 'mayapours'")).rows;
    expect(hero).toMatch(/^\/objects\/uploads\//);
    await page.waitForFunction((src) => {
      const image = document.querySelector<HTMLImageElement>(`header img[src="${src}"]`);
      return Boolean(image && image.complete && image.naturalWidth > 0);
    }, hero);
    const heroSize = await page.locator(`header img[src="${hero}"]`).evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
    expect(heroSize[0]).toBeGreaterThanOrEqual(1200);
    expect(heroSize[0] / heroSize[1]).toBeCloseTo(16 / 9, 1);
    await page.screenshot({ path: `${SHOTS}/creator-page-new-hero-${name}.png` });
  });

  it('refuses a file that is not an image, and shows no edit buttons to a shopper', async () => {
    await signInAs(page, 'curator');
    await page.goto('/creator/mayapours');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Edit hero image' }).click()]);
    await chooser.setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await toast('Invalid file type').filter({ hasText: 'Please select an image file' }).waitFor();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    await signOutOfBrowser(page);
    await signInAs(page, 'shopper');
    await page.goto('/creator/mayapours');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Message' }).waitFor();
    await expect(page.getByRole('button', { name: 'Edit profile picture' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Edit hero image' }).count()).resolves.toBe(0);
  });
});
