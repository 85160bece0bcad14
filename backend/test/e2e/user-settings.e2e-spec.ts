import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';

/** POST /api/user/settings/display-name|bio|profile-image|hero-image, shown by GET /api/user. */
describe('Profile settings (e2e)', () => {
  let app: TestApp;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-settings-'));
    app = await createTestApp({ env: { STORAGE_DIR: storageDir } });
  });
  afterAll(async () => {
    await app.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const upload = async (agent: TestAgent, type = 'image/png', body?: Buffer) => {
    const url = new URL((await agent.post('/api/objects/upload').expect(200)).body.uploadURL);
    const bytes = body ?? (await sharp({ create: { width: 50, height: 50, channels: 3, background: '#884422' } }).png().toBuffer());
    return (await app.http().put(`${url.pathname}${url.search}`).set('Content-Type', type).send(bytes).expect(200)).body.objectPath as string;
  };

  it('answers 401 to every settings call when signed out', async () => {
    for (const path of ['display-name', 'bio', 'profile-image', 'hero-image']) {
      expect((await app.http().post(`/api/user/settings/${path}`).send({}).expect(401)).body.code).toBe('NOT_SIGNED_IN');
    }
  });

  it('saves a trimmed display name and bio, clears them when empty, and GET /api/user shows them', async () => {
    const { agent } = await app.registerAndSignIn('settings');
    expect((await agent.post('/api/user/settings/display-name').send({ displayName: '  Maya  O.  ' }).expect(200)).body).toEqual({
      displayName: 'Maya  O.',
      bio: null,
      profileImage: null,
      heroImage: null,
    });
    await agent.post('/api/user/settings/bio').send({ bio: '\n <b>Bartender</b> turned coach. \n' }).expect(200);
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ displayName: 'Maya  O.', bio: '<b>Bartender</b> turned coach.' });

    await agent.post('/api/user/settings/display-name').send({ displayName: '   ' }).expect(200);
    expect((await agent.post('/api/user/settings/bio').send({ bio: '' }).expect(200)).body).toMatchObject({ displayName: null, bio: null });
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ displayName: null, bio: null });
  });

  it('refuses bad display names and bios with 400 naming the field', async () => {
    const { agent, user } = await app.registerAndSignIn('settingsbad');
    const cases: [string, object, string][] = [
      ['display-name', {}, 'displayName must be a string'],
      ['display-name', { displayName: 42 }, 'displayName must be a string'],
      ['display-name', { displayName: 'x'.repeat(101) }, 'displayName must be at most 100 characters'],
      ['bio', { bio: null }, 'bio must be a string'],
      ['bio', { bio: 'x'.repeat(501) }, 'bio must be at most 500 characters'],
    ];
    for (const [path, body, message] of cases) {
      expect((await agent.post(`/api/user/settings/${path}`).send(body).expect(400)).body).toEqual({ statusCode: 400, code: 'VALIDATION_FAILED', message });
    }
    await agent.post('/api/user/settings/display-name').send({ displayName: `  ${'x'.repeat(100)}  ` }).expect(200);
    expect(await app.query('select count(*)::int as n from user_profiles where user_id = $1', [user.id])).toEqual([{ n: 1 }]);
  });

  it('sets the profile picture and hero only to images the caller uploaded', async () => {
    const { agent } = await app.registerAndSignIn('settingsimg');
    const other = await app.registerAndSignIn('settingsother');
    const picture = await upload(agent);
    const hero = await upload(agent, 'image/png');
    expect((await agent.post('/api/user/settings/profile-image').send({ imageUrl: picture }).expect(200)).body).toMatchObject({ profileImage: picture, heroImage: null });
    expect((await agent.post('/api/user/settings/hero-image').send({ imageUrl: hero }).expect(200)).body).toMatchObject({ profileImage: picture, heroImage: hero });
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ profileImage: picture, heroImage: hero });

    const othersImage = await upload(other.agent);
    const video = await upload(agent, 'video/mp4', Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42', 'latin1'), Buffer.alloc(64)]));
    const cases: [unknown, string, string][] = [
      [othersImage, 'NOT_OWN_UPLOAD', 'imageUrl must be the /objects/uploads/… path of an image you uploaded.'],
      ['https://example.com/me.jpg', 'NOT_OWN_UPLOAD', 'imageUrl must be the /objects/uploads/… path of an image you uploaded.'],
      ['data:image/png;base64,AAAA', 'NOT_OWN_UPLOAD', 'imageUrl must be the /objects/uploads/… path of an image you uploaded.'],
      [video, 'NOT_AN_IMAGE', 'imageUrl must be an image, not a video.'],
      ['', 'VALIDATION_FAILED', 'imageUrl is required'],
    ];
    for (const [imageUrl, code, message] of cases) {
      for (const path of ['profile-image', 'hero-image']) {
        expect((await agent.post(`/api/user/settings/${path}`).send({ imageUrl }).expect(400)).body).toEqual({ statusCode: 400, code, message });
      }
    }
    expect((await agent.get('/api/user').expect(200)).body).toMatchObject({ profileImage: picture, heroImage: hero });
  });
});
