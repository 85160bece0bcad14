import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrand, createProduct } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Three holes a hostile or unlucky request could find, each refused: a forged Host header in the publicly
 * cached robots.txt and sitemaps, form-encoded API writes (which a cross-site HTML form can send), and a
 * full disk under STORAGE_DIR answered as a 500. STORAGE_DIR is a 1 MB tmpfs mounted by the test (CI runs as root).
 */
describe('Forged hosts, form posts and a full disk (fault)', () => {
  let app: TestApp;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = mkdtempSync(join(tmpdir(), 'rounds-full-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', storageDir]);
    app = await createTestApp({
      env: { PUBLIC_ORIGIN: 'https://shop.rounds.example', STORAGE_DIR: storageDir, ADMIN_USERNAME: 'full_disk_admin', ADMIN_PASSWORD: 'admin-password-1' },
    });
  });
  afterAll(async () => {
    await app?.close();
    try {
      execFileSync('umount', [storageDir]);
    } finally {
      rmSync(storageDir, { recursive: true, force: true });
    }
  });

  it('builds robots.txt and every sitemap from PUBLIC_ORIGIN, whatever the Host header says', async () => {
    await createProduct(app, await createBrand(app));
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml', '/sitemap-brands.xml', '/sitemap-products-1.xml']) {
      const response = await app.http().get(path).set('Host', 'evil.example').set('X-Forwarded-Host', 'evil.example').expect(200);
      expect(response.text).not.toContain('evil.example');
      expect(response.text).toContain('https://shop.rounds.example');
    }
  });

  it('refuses a form-encoded API write with 415 and a message, and changes nothing', async () => {
    const { agent, user } = await app.registerAndSignIn('formpost');
    const response = await agent.post('/api/user/settings/display-name').set('Content-Type', 'application/x-www-form-urlencoded').send('displayName=Forged').expect(415);
    expect(response.body).toEqual({ statusCode: 415, message: expect.stringMatching(/application\/json .*not application\/x-www-form-urlencoded/), code: 'UNSUPPORTED_MEDIA_TYPE' });
    await agent.post('/api/user/settings/display-name').set('Content-Type', 'text/plain').send('Forged').expect(415);
    const [row] = await app.query<{ display_name: string | null }>('select display_name from user_profiles where user_id = $1', [user.id]);
    expect(row?.display_name ?? null).not.toBe('Forged');
    // JSON still works, and a write without a body needs no Content-Type.
    await agent.post('/api/user/settings/display-name').send({ displayName: 'Proper' }).expect(200);
  });

  it('answers 507 with a message when STORAGE_DIR is full, and leaves no partial file', async () => {
    const admin = await app.signIn('full_disk_admin', 'admin-password-1');
    const lines = ['name,description,brand,price,categories,available,image,upc'];
    while (lines.length < 40_000) lines.push(`Bottle ${lines.length},A description long enough to fill the disk,Some Brand,10.00,whiskey,true,,`);
    const csv = Buffer.from(`${lines.join('\n')}\n`);
    expect(csv.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await admin.post('/api/admin/products/bulk-upload').attach('file', csv, 'big.csv').expect(507);
    expect(response.body).toEqual({ statusCode: 507, message: expect.stringMatching(/no room left/), code: 'INSUFFICIENT_STORAGE' });
    const leftovers = readdirSync(storageDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(leftovers.map((entry) => entry.name)).toEqual([]);
  });
});
