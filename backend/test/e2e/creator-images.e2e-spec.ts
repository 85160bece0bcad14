import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';

/** PUT /api/creators/{id}/avatar and /hero: owner or admin, only images the caller uploaded. */
describe('Creator page images (e2e)', () => {
  let app: TestApp;
  let storageDir: string;
  let mayapours: { id: string; avatar: string | null; hero_image: string | null };

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-creator-images-'));
    app = await createTestApp({ seedDemo: true, env: { STORAGE_DIR: storageDir } });
    [mayapours] = await app.query("select id, avatar, hero_image from creators where handle = 'mayapours'");
  });
  afterAll(async () => {
    await app.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  const upload = async (agent: TestAgent, body?: Buffer, type = 'image/jpeg') => {
    const { uploadURL } = (await agent.post('/api/objects/upload').expect(200)).body;
    const url = new URL(uploadURL);
    const image = body ?? (await sharp({ create: { width: 400, height: 400, channels: 3, background: '#a0522d' } }).jpeg().toBuffer());
    return (await app.http().put(`${url.pathname}${url.search}`).set('Content-Type', type).send(image).expect(200)).body.objectPath as string;
  };
  const current = async () => (await app.query<{ avatar: string | null; hero_image: string | null }>('select avatar, hero_image from creators where id = $1', [mayapours.id]))[0];

  it('lets the owning curator set the avatar and the hero to images they uploaded, and shows them on the page', async () => {
    const curator = await app.signIn('curator');
    expect((await curator.get(`/api/creators/${mayapours.id}/edit-access`).expect(200)).body).toEqual({ canEdit: true });

    const avatar = await upload(curator);
    const updated = (await curator.put(`/api/creators/${mayapours.id}/avatar`).send({ avatar }).expect(200)).body;
    expect(updated).toMatchObject({ id: mayapours.id, handle: 'mayapours', avatar });
    const hero = await upload(curator);
    expect((await curator.put(`/api/creators/${mayapours.id}/hero`).send({ heroImage: hero }).expect(200)).body).toMatchObject({ avatar, heroImage: hero });

    expect((await app.http().get('/api/creators/mayapours').expect(200)).body).toMatchObject({ avatar, heroImage: hero });
    await app.http().get(avatar).expect(200).expect('Content-Type', 'image/jpeg');
  });

  it('lets an admin change any page, with an image the admin uploaded', async () => {
    const admin = await app.signIn('admin');
    expect((await admin.get(`/api/creators/${mayapours.id}/edit-access`).expect(200)).body).toEqual({ canEdit: true });
    const hero = await upload(admin);
    await admin.put(`/api/creators/${mayapours.id}/hero`).send({ heroImage: hero }).expect(200);
    expect((await current()).hero_image).toBe(hero);
  });

  it("refuses someone else's creator page with 403, changing nothing", async () => {
    const before = await current();
    for (const username of ['shopper', 'brand']) {
      const other = await app.signIn(username);
      expect((await other.get(`/api/creators/${mayapours.id}/edit-access`).expect(200)).body).toEqual({ canEdit: false });
      const image = await upload(other);
      const answer = await other.put(`/api/creators/${mayapours.id}/avatar`).send({ avatar: image }).expect(403);
      expect(answer.body).toEqual({ statusCode: 403, code: 'NOT_CREATOR_PAGE_EDITOR', message: 'Only the creator who owns this page or an admin can change its images.' });
      await other.put(`/api/creators/${mayapours.id}/hero`).send({ heroImage: image }).expect(403);
    }
    // Another curator owning another page is refused too.
    const [sofiasips] = await app.query<{ id: string }>("select id from creators where handle = 'sofiasips'");
    const curator = await app.signIn('curator');
    await curator.put(`/api/creators/${sofiasips.id}/avatar`).send({ avatar: await upload(curator) }).expect(403);
    expect(await current()).toEqual(before);
  });

  it("refuses paths that are not the caller's own uploaded image with 400", async () => {
    const curator = await app.signIn('curator');
    const admin = await app.signIn('admin');
    const adminsImage = await upload(admin);
    const video = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom', 'latin1'), Buffer.alloc(64)]);
    const ownVideo = await upload(curator, video, 'video/mp4');
    const { uploadURL } = (await curator.post('/api/objects/upload').expect(200)).body;
    const notYetStored = new URL(uploadURL).pathname;
    const before = await current();
    const cases: [unknown, string, string][] = [
      [adminsImage, 'NOT_OWN_UPLOAD', 'avatar must be the /objects/uploads/… path of an image you uploaded.'],
      [notYetStored, 'NOT_OWN_UPLOAD', 'avatar must be the /objects/uploads/… path of an image you uploaded.'],
      ['https://evil.example/a.jpg', 'NOT_OWN_UPLOAD', 'avatar must be the /objects/uploads/… path of an image you uploaded.'],
      ['javascript:alert(1)', 'NOT_OWN_UPLOAD', 'avatar must be the /objects/uploads/… path of an image you uploaded.'],
      ['/objects/uploads/../../etc/passwd', 'NOT_OWN_UPLOAD', 'avatar must be the /objects/uploads/… path of an image you uploaded.'],
      ['/images/creators/maya.jpg', 'NOT_OWN_UPLOAD', 'avatar must be the /objects/uploads/… path of an image you uploaded.'],
      [ownVideo, 'NOT_AN_IMAGE', 'avatar must be an image, not a video.'],
      ['', 'VALIDATION_FAILED', 'avatar is required'],
      [42, 'VALIDATION_FAILED', 'avatar must be a string'],
    ];
    for (const [avatar, code, message] of cases) {
      const answer = await curator.put(`/api/creators/${mayapours.id}/avatar`).send({ avatar }).expect(400);
      expect(answer.body).toEqual({ statusCode: 400, code, message });
    }
    expect((await curator.put(`/api/creators/${mayapours.id}/hero`).send({}).expect(400)).body.message).toBe('heroImage must be a string');
    expect(await current()).toEqual(before);
  });

  it('answers 401 signed out, 404 for an unknown creator, 400 for a malformed id', async () => {
    await app.http().put(`/api/creators/${mayapours.id}/avatar`).send({ avatar: '/objects/uploads/x' }).expect(401);
    await app.http().get(`/api/creators/${mayapours.id}/edit-access`).expect(401);
    const curator = await app.signIn('curator');
    const avatar = await upload(curator);
    expect((await curator.put('/api/creators/7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e/avatar').send({ avatar }).expect(404)).body.code).toBe('CREATOR_NOT_FOUND');
    await curator.get('/api/creators/7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e/edit-access').expect(404);
    await curator.put('/api/creators/not-an-id/avatar').send({ avatar }).expect(400);
  });
});
