import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';

/** PATCH /api/brands/profile: the Settings tab, with a logo uploaded through the media module. */
describe('Brand profile settings (e2e)', () => {
  let app: TestApp;
  let storageDir: string;

  beforeAll(async () => {
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-brand-profile-'));
    app = await createTestApp({ seedDemo: true, env: { STORAGE_DIR: storageDir } });
  });
  afterAll(async () => {
    await app.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  async function newBrand() {
    const id = randomBytes(3).toString('hex');
    const body = { username: `brand_${id}`, password: 'correct-horse-battery', email: `b_${id}@example.com`, brandName: `Brand ${id}` };
    const registered = (await app.http().post('/api/auth/register-brand').send(body).expect(201)).body;
    const agent = request.agent(app.app.getHttpServer());
    await agent.post('/api/login').send({ username: body.username, password: body.password }).expect(200);
    return { agent, brandId: registered.brand.id as string, name: body.brandName };
  }

  const upload = async (agent: TestAgent) => {
    const { uploadURL } = (await agent.post('/api/objects/upload').expect(200)).body;
    const url = new URL(uploadURL);
    const image = await sharp({ create: { width: 200, height: 200, channels: 3, background: '#a0522d' } }).png().toBuffer();
    return (await app.http().put(`${url.pathname}${url.search}`).set('Content-Type', 'image/png').send(image).expect(200)).body.objectPath as string;
  };

  it('edits name, website, description and an uploaded logo, refusing others’ uploads, bad websites and taken names', async () => {
    const brand = await newBrand();
    const logo = await upload(brand.agent);
    const edited = (await brand.agent.patch('/api/brands/profile').send({ name: `${brand.name} Co`, website: 'https://copper.example', description: 'Pot stills.', logo }).expect(200)).body;
    expect(edited).toEqual({ id: brand.brandId, name: `${brand.name} Co`, website: 'https://copper.example', description: 'Pot stills.', logo });
    expect((await brand.agent.get('/api/brands/profile').expect(200)).body).toEqual(edited);

    const other = await newBrand();
    expect((await other.agent.patch('/api/brands/profile').send({ logo }).expect(400)).body).toMatchObject({ code: 'NOT_OWN_UPLOAD', message: 'logo must be the /objects/uploads/… path of an image you uploaded.' });
    expect((await other.agent.patch('/api/brands/profile').send({ logo: 'https://evil.example/a.png' }).expect(400)).body.code).toBe('NOT_OWN_UPLOAD');
    expect((await other.agent.patch('/api/brands/profile').send({ website: 'not a site' }).expect(400)).body.message).toContain('website must be an http(s) address');
    expect((await other.agent.patch('/api/brands/profile').send({ name: `${brand.name} co`.toUpperCase() }).expect(409)).body.code).toBe('BRAND_NAME_TAKEN');
    expect((await other.agent.patch('/api/brands/profile').send({ website: '', description: '' }).expect(200)).body).toMatchObject({ website: null, description: null });
    // Its own name in another letter case is not taken.
    expect((await other.agent.patch('/api/brands/profile').send({ name: other.name.toUpperCase() }).expect(200)).body.name).toBe(other.name.toUpperCase());

    expect((await (await app.signIn('admin')).patch('/api/brands/profile').send({ name: 'X' }).expect(403)).body.code).toBe('ROLE_REQUIRED');
    expect((await app.http().patch('/api/brands/profile').send({ name: 'X' }).expect(401)).body.code).toBe('NOT_SIGNED_IN');
  });
});
