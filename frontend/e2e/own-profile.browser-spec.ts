import { mkdirSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { signInAs, useShopInBrowser } from './support/shop-session';

const SHOTS = '/tmp/own-profile-shots';

/** The own profile's inline editing, custom blocks, picture crop, and collections. */
describe.each([
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
])('own profile ($name)', ({ name, viewport }) => {
  const shop = useShopInBrowser({ ageVerified: true, database: true, viewport });
  let page: Page;
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  beforeEach(async () => {
    page = shop.page;
    // The spec's two viewports share one app: start each test from an empty profile.
    await shop.database.query(`delete from user_profiles where user_id = (select id from users where username = 'shopper')`);
    await shop.database.query(`delete from collections where user_id = (select id from users where username = 'shopper')`);
  });

  const toast = (text: string): Locator => page.locator('[data-variant]').filter({ hasText: text });
  /** Waits until a dnd-kit live region (what a screen reader hears) announces `text`. */
  const dragAnnouncement = (text: RegExp) =>
    page.waitForFunction((pattern) => [...document.querySelectorAll('[id^="DndLiveRegion"]')].some((region) => new RegExp(pattern).test(region.textContent ?? '')), text.source);

  async function openProfile(username = 'shopper'): Promise<void> {
    await signInAs(page, username);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
  }

  const savedProfile = async () =>
    (await shop.database.query<{ display_name: string | null; bio: string | null; profile_image: string | null; page_layout: { customBlocks: { type: string; content: string; position: number; fontFamily?: string; fontWeight?: string }[] } | null }>(
      `select display_name, bio, profile_image, page_layout from user_profiles where user_id = (select id from users where username = 'shopper')`,
    )).rows[0];

  it('edits the display name (Enter saves, Escape cancels) and the bio (Escape cancels) inline', async () => {
    await openProfile();
    const heading = page.getByRole('heading', { level: 1 });
    await page.getByRole('button', { name: 'Edit Display name' }).click();
    await page.getByRole('textbox', { name: 'Display name' }).fill('  Maya Pours  ');
    await page.keyboard.press('Enter');
    await toast('Display name updated!').waitFor();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Maya Pours');
    expect((await savedProfile()).display_name).toBe('Maya Pours');

    await page.getByRole('button', { name: 'Edit Display name' }).click();
    await page.getByRole('textbox', { name: 'Display name' }).fill('Not this');
    await page.keyboard.press('Escape');
    await expect(heading.textContent()).resolves.toBe('Maya Pours');
    expect((await savedProfile()).display_name).toBe('Maya Pours');

    await page.getByRole('button', { name: 'Edit Bio' }).click();
    const bio = page.getByRole('textbox', { name: 'Bio' });
    await bio.fill('  Rye first, <b>always</b>.\nThen gin.  ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Bio updated!').waitFor();
    await page.getByTestId('profile-bio').filter({ hasText: 'Rye first, <b>always</b>.' }).waitFor();
    expect((await savedProfile()).bio).toBe('Rye first, <b>always</b>.\nThen gin.');

    await page.getByRole('button', { name: 'Edit Bio' }).click();
    await page.getByRole('textbox', { name: 'Bio' }).fill('Gone');
    await page.keyboard.press('Escape');
    await page.getByTestId('profile-bio').filter({ hasText: 'Rye first' }).waitFor();
    expect((await savedProfile()).bio).toBe('Rye first, <b>always</b>.\nThen gin.');

    // An empty display name clears it: the username shows again.
    await page.getByRole('button', { name: 'Edit Display name' }).click();
    await page.getByRole('textbox', { name: 'Display name' }).fill('   ');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'shopper');
    expect((await savedProfile()).display_name).toBeNull();
    await page.screenshot({ path: `${SHOTS}/profile-header-${name}.png` });
  });

  it('adds two text blocks, reorders them with the keyboard, and saves the layout', async () => {
    await openProfile();
    await page.getByRole('button', { name: 'Customize' }).click();
    const text = page.getByRole('textbox', { name: 'Block text' });
    await text.waitFor();
    await text.fill('First, the <script>rye</script>');
    await page.getByRole('button', { name: 'Add block' }).click();
    await toast('Block added!').waitFor();
    await text.fill('Second, the gin');
    await page.getByRole('combobox', { name: 'Font' }).selectOption('Georgia');
    await page.getByRole('checkbox', { name: 'Bold' }).check();
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByTestId('custom-blocks-editor').locator('li').nth(1).waitFor();

    // Keyboard: focus the second block's handle, Space lifts, ArrowUp moves, Space drops.
    const handle = page.getByRole('button', { name: 'Reorder block 2' });
    await handle.focus();
    await page.keyboard.press('Space');
    // "Over block 2" (itself) is announced once dnd-kit has measured the blocks: only then can an arrow move it.
    await dragAnnouncement(/^block 2 \(text\) is over block 2 /);
    await page.keyboard.press('ArrowUp');
    await dragAnnouncement(/^block 2 \(text\) is over block 1 /);
    await page.keyboard.press('Space');
    await page.waitForFunction(() => document.querySelector('[data-testid="custom-blocks-editor"] li p')?.textContent === 'Second, the gin');
    await page.screenshot({ path: `${SHOTS}/customize-${name}.png`, fullPage: true });
    // Local until Save: the saved layout still has the order of adding.
    expect((await savedProfile()).page_layout?.customBlocks.map((block) => block.content)).toEqual(['First, the <script>rye</script>', 'Second, the gin']);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Layout saved!').waitFor();
    await page.getByRole('button', { name: 'Customize' }).waitFor();
    expect((await savedProfile()).page_layout?.customBlocks).toEqual([
      expect.objectContaining({ content: 'Second, the gin', position: 1, fontFamily: 'Georgia', fontWeight: 'bold' }),
      expect.objectContaining({ content: 'First, the <script>rye</script>', position: 2, fontFamily: 'Inter', fontWeight: 'normal' }),
    ]);
    await page.reload();
    const shown = page.getByTestId('custom-blocks').locator('li');
    await shown.nth(1).waitFor();
    await expect(shown.allTextContents()).resolves.toEqual(['Second, the gin', 'First, the <script>rye</script>']);
    await expect(page.locator('[data-testid="custom-blocks"] script').count()).resolves.toBe(0);
  });

  it('adds an image block: upload, crop, ready, add, save', async () => {
    await openProfile();
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('radio', { name: 'Image' }).click();
    await expect(page.getByRole('button', { name: 'Add block' }).isDisabled()).resolves.toBe(true);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload image' }).click()]);
    await chooser.setFiles({ name: 'bar.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8f5f2f' } }).jpeg().toBuffer() });
    const dialog = page.getByRole('dialog', { name: 'Crop Image' });
    await expect(dialog.getByRole('radio', { name: 'Free' }).getAttribute('aria-checked')).resolves.toBe('true');
    await dialog.getByRole('radio', { name: 'Wide 16:9' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Upload successful!').waitFor();
    await page.getByRole('img', { name: 'Ready to add' }).waitFor();
    await page.getByRole('button', { name: 'Add block' }).click();
    await toast('Block added!').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast('Layout saved!').waitFor();
    const blocks = (await savedProfile()).page_layout?.customBlocks ?? [];
    expect(blocks).toEqual([expect.objectContaining({ type: 'image', content: expect.stringMatching(/^\/objects\/uploads\/[0-9a-f-]{36}$/), position: 1 })]);
    await page.locator(`[data-testid="custom-blocks"] img[src="${blocks[0].content}"]`).waitFor();
    await page.screenshot({ path: `${SHOTS}/image-block-${name}.png` });
  });

  it('uploads and crops a new profile picture', async () => {
    await openProfile();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Change profile picture' }).click()]);
    await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2f6f8f' } }).png().toBuffer() });
    const dialog = page.getByRole('dialog', { name: 'Update Profile Picture' });
    await dialog.waitFor();
    const shapes = dialog.getByRole('radiogroup', { name: 'Aspect ratio' }).getByRole('radio');
    await expect(shapes.allTextContents()).resolves.toEqual(['Free', 'Square 1:1', 'Portrait 3:4', 'Landscape 4:3', 'Wide 16:9']);
    await expect(dialog.getByRole('radio', { name: 'Square 1:1' }).getAttribute('aria-checked')).resolves.toBe('true');
    await dialog.getByRole('radio', { name: 'Portrait 3:4' }).click();
    await page.screenshot({ path: `${SHOTS}/crop-${name}.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Profile image updated!').waitFor();
    await dialog.waitFor({ state: 'detached' });
    const { profile_image: path } = await savedProfile();
    expect(path).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}$/);
    await page.waitForFunction((src) => {
      const image = document.querySelector<HTMLImageElement>(`img[src="${src}"]`);
      return Boolean(image && image.complete && image.naturalWidth > 0);
    }, path);
    const size = await page.getByTestId('profile-picture').evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]);
    expect(size[0] / size[1]).toBeCloseTo(3 / 4, 1);
    await page.screenshot({ path: `${SHOTS}/profile-picture-${name}.png` });

    // The hero starts at 16:9.
    const [heroChooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Change hero image' }).click()]);
    await heroChooser.setFiles({ name: 'bar.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8f5f2f' } }).jpeg().toBuffer() });
    const heroDialog = page.getByRole('dialog', { name: 'Update Hero Image' });
    await expect(heroDialog.getByRole('radio', { name: 'Wide 16:9' }).getAttribute('aria-checked')).resolves.toBe('true');
    await heroDialog.getByRole('button', { name: 'Save' }).click();
    await toast('Hero image updated!').waitFor();
    await heroDialog.waitFor({ state: 'detached' });
  });

  it('shows Platform Management to an admin (and no Brand Dashboard)', async () => {
    await openProfile('admin');
    await expect(page.getByRole('link', { name: 'Platform Management' }).getAttribute('href')).resolves.toBe('/admin');
    await expect(page.getByRole('link', { name: 'Brand Dashboard' }).count()).resolves.toBe(0);
  });

  it('shows Brand Dashboard to a brand account (and no Platform Management)', async () => {
    await openProfile('brand');
    await expect(page.getByRole('link', { name: 'Brand Dashboard' }).getAttribute('href')).resolves.toBe('/brand');
    await expect(page.getByRole('link', { name: 'Platform Management' }).count()).resolves.toBe(0);
  });

  it('creates a public collection, shares it, and shows no share button on a private one', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await openProfile();
    await page.getByRole('tab', { name: 'Collections' }).click();
    for (const [collection, isPublic] of [['Private stash', false], ['Winter warmers', true]] as const) {
      await page.getByRole('button', { name: 'New collection' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create collection' });
      await dialog.getByLabel('Name').fill(`  ${collection} `);
      if (isPublic) await dialog.getByRole('checkbox', { name: 'Public' }).check();
      await dialog.getByRole('button', { name: 'Create' }).click();
      await toast('Collection created!').waitFor();
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByTestId('profile-collection').nth(1).waitFor();
    await expect(page.getByRole('button', { name: 'Share Private stash' }).count()).resolves.toBe(0);
    await expect(page.getByTestId('count-collections').textContent()).resolves.toBe('2 Collections');
    await page.screenshot({ path: `${SHOTS}/collections-${name}.png` });

    await page.getByRole('button', { name: 'Share Winter warmers' }).click();
    const share = page.getByRole('dialog', { name: 'Share collection' });
    const link = share.getByRole('textbox', { name: 'Share link' });
    await page.waitForFunction(() => (document.querySelector<HTMLInputElement>('input[aria-label="Share link"]')?.value ?? '').length > 0);
    const url = new URL(await link.inputValue());
    expect(url.pathname).toBe('/profile/shopper');
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: 'shopper', utm_medium: 'shared_profile', utm_campaign: 'collection_share' });
    await share.getByRole('button', { name: 'Copy' }).click();
    await share.getByRole('button', { name: 'Copied!' }).waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(url.toString());
    await page.screenshot({ path: `${SHOTS}/share-collection-${name}.png` });
    // 'Copied!' reverts after 2 seconds.
    await share.getByRole('button', { name: 'Copy' }).waitFor({ timeout: 4000 });
    await share.getByRole('button', { name: 'Close' }).click();
    await share.waitFor({ state: 'detached' });

    // A favorite product goes into a collection from the Favorites tab.
    await page.getByRole('tab', { name: 'Favorites' }).click();
    const picker = page.getByRole('combobox', { name: /to a collection$/ }).first();
    const product = ((await picker.getAttribute('aria-label')) ?? '').replace(/^Add (.*) to a collection$/, '$1');
    const added = page.waitForResponse((response) => /\/api\/user\/collections\/[^/]+\/items$/.test(response.url()) && response.request().method() === 'POST');
    await picker.selectOption({ label: 'Winter warmers' });
    expect((await added).status()).toBe(200);
    await page.getByRole('tab', { name: 'Collections' }).click();
    await page.getByRole('button', { name: `Remove ${product} from Winter warmers` }).waitFor();

    // Renamed in place: Escape keeps the old name, Enter saves the trimmed new one.
    await page.getByRole('button', { name: 'Edit name of Private stash' }).click();
    await page.getByRole('textbox', { name: 'name of Private stash' }).fill('Never mind');
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Private stash' }).waitFor();
    await page.getByRole('button', { name: 'Edit name of Private stash' }).click();
    const renamed = page.waitForResponse((response) => /\/api\/user\/collections\/[^/]+$/.test(response.url()) && response.request().method() === 'PATCH');
    await page.getByRole('textbox', { name: 'name of Private stash' }).fill('  Cellar picks ');
    await page.keyboard.press('Enter');
    expect((await renamed).status()).toBe(200);
    await page.getByRole('heading', { name: 'Cellar picks' }).waitFor();
    const names = await shop.database.query(`select name from collections where user_id = (select id from users where username = 'shopper') order by name`);
    expect(names.rows.map((row: { name: string }) => row.name)).toEqual(['Cellar picks', 'Winter warmers']);
  });
});
