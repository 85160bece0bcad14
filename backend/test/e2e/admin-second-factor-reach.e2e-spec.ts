import { randomUUID } from 'node:crypto';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';
import { totpCode, untilStepHasTime } from '../support/totp-codes';

/**
 * An admin whose role must have a second factor (MFA_REQUIRED_ROLES; admins always in production) reaches
 * nothing the admin role grants until one is set up: not only the role-guarded routes, but also the queue
 * dashboard and another account's brand images and creator page, which the admin role opens outside them.
 */
describe('Everything the admin role grants needs the required second factor (e2e)', () => {
  let app: TestApp;
  let admin: TestAgent;
  let brandOwner: TestAgent;
  let brandId: string;
  let creatorId: string;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true, env: { MFA_REQUIRED_ROLES: 'admin' } });
    admin = await app.signIn('admin');
    brandOwner = await app.signIn('brand');
    [{ id: brandId }] = await app.query<{ id: string }>(`select b.id from brands b join users u on u.id = b.user_id where u.username = 'brand'`);
    [{ id: creatorId }] = await app.query<{ id: string }>(`select id from creators where handle = 'mayapours'`);
  });
  afterAll(() => app?.close());

  const imagesOf = async () => (await app.query<{ images: string[] }>('select images from brands where id = $1', [brandId]))[0].images;
  const enrolmentRequired = { code: 'MFA_ENROLMENT_REQUIRED', message: 'This admin account needs two-step sign-in: set up an authenticator app in Settings first.' };

  it('refuses the queue dashboard, brand images and creator pages to an admin without one, and opens them once it is set up', async () => {
    const images = await imagesOf();
    expect((await admin.get('/admin/queues').expect(403)).body).toMatchObject(enrolmentRequired);
    expect((await admin.get('/admin/queues/api/queues').expect(403)).body).toMatchObject(enrolmentRequired);
    expect((await admin.patch(`/api/brands/${brandId}/images`).send({ images }).expect(403)).body).toMatchObject(enrolmentRequired);
    expect((await admin.post('/api/brands/bulk-upload/urls').send({ brandId, filenames: ['bottle.png'] }).expect(403)).body).toMatchObject(enrolmentRequired);
    const someImage = `/objects/uploads/${randomUUID()}`;
    expect((await admin.put(`/api/creators/${creatorId}/avatar`).send({ avatar: someImage }).expect(403)).body).toMatchObject(enrolmentRequired);
    expect((await admin.put(`/api/creators/${creatorId}/hero`).send({ heroImage: someImage }).expect(403)).body).toMatchObject(enrolmentRequired);

    // The brand's own account is not acting as an admin: its role needs nothing here.
    await brandOwner.patch(`/api/brands/${brandId}/images`).send({ images }).expect(200);
    await brandOwner.post('/api/brands/bulk-upload/urls').send({ brandId, filenames: ['bottle.png'] }).expect(200);

    await untilStepHasTime();
    const setup = (await admin.post('/api/user/mfa/totp/setup').expect(200)).body;
    await admin.post('/api/user/mfa/totp/enable').send({ code: totpCode(setup.secret) }).expect(200);

    await admin.get('/admin/queues/api/queues').expect(200);
    await admin.patch(`/api/brands/${brandId}/images`).send({ images }).expect(200);
    await admin.post('/api/brands/bulk-upload/urls').send({ brandId, filenames: ['bottle.png'] }).expect(200);
    // Past the role check, the image rules apply as to anyone: it is not an image this admin uploaded.
    expect((await admin.put(`/api/creators/${creatorId}/avatar`).send({ avatar: someImage }).expect(400)).body.code).toBe('NOT_OWN_UPLOAD');
  });
});
