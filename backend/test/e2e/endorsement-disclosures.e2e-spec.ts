import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createCreator, createProduct } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

interface Pick {
  product: { id: string; name: string };
  creator: { id: string };
  disclosure: 'gifted' | 'paid_partnership' | null;
}

describe('Recommendations disclose gifts and paid partnerships (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app.close());

  const picksOf = async (creatorId: string) => (await app.http().get(`/api/feed?creatorId=${creatorId}&limit=50`).expect(200)).body as Pick[];
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

  it('labels the demo curator’s gifted and paid recommendations, in the feed and on the page, and nothing else', async () => {
    const [{ id: mayaId }] = await app.query<{ id: string }>(`select id from creators where handle = 'mayapours'`);
    const byName = Object.fromEntries((await picksOf(mayaId)).map((pick) => [pick.product.name, pick.disclosure]));
    expect(byName).toMatchObject({
      'Fizz Theory Fiery Ginger Beer': 'gifted',
      'Ember & Oak Old Fashioned Kit': 'paid_partnership',
      // A declined offer is no connection.
      'Fizz Theory Espresso Martini Kit': null,
      'Juniper Lane London Dry Gin': null,
    });
    const feed = (await app.http().get('/api/feed?limit=50').expect(200)).body as Pick[];
    expect(feed.filter((pick) => pick.disclosure !== null).map((pick) => [pick.creator.id, pick.product.name, pick.disclosure]).sort()).toEqual([
      [mayaId, 'Ember & Oak Old Fashioned Kit', 'paid_partnership'],
      [mayaId, 'Fizz Theory Fiery Ginger Beer', 'gifted'],
    ]);
  });

  it('follows the offers: pending is nothing, an accepted gift is Gifted, an accepted sponsored offer makes it a Paid partnership, an affiliate enrollment too', async () => {
    const id = randomBytes(3).toString('hex');
    const registration = { username: `brand_${id}`, password: 'correct-horse-battery', email: `b_${id}@example.com`, brandName: `Brand ${id}` };
    const registered = (await app.http().post('/api/auth/register-brand').send(registration).expect(201)).body;
    const brand = request.agent(app.app.getHttpServer());
    await brand.post('/api/login').send({ username: registration.username, password: registration.password }).expect(200);
    const [rye, gin] = [await createProduct(app, registered.brand.id, { name: `Rye ${id}` }), await createProduct(app, registered.brand.id, { name: `Gin ${id}` })];

    const { agent: curator, user } = await app.registerAndSignIn('creator');
    await app.query(`update users set role = 'creator' where id = $1`, [user.id]);
    const creator = await createCreator(app, { userId: user.id });
    for (const productId of [rye, gin]) {
      await app.query(`insert into endorsements (id, creator_id, product_id, review, rating, created_at, updated_at) values (gen_random_uuid(), $1, $2, 'Lovely.', 5, now(), now())`, [creator.id, productId]);
    }
    const disclosures = async () => Object.fromEntries((await picksOf(creator.id)).map((pick) => [pick.product.id, pick.disclosure]));
    expect(await disclosures()).toEqual({ [rye]: null, [gin]: null });

    const gift = (await brand.post('/api/brands/gifts').send({ campaignId: 'default', recipientId: creator.id, productId: rye, message: 'On us.', value: 40, expiresAt: inDays(10) }).expect(201)).body;
    expect(await disclosures()).toEqual({ [rye]: null, [gin]: null });
    await curator.post(`/api/user/partnerships/${gift.id}/accept`).expect(200);
    expect(await disclosures()).toEqual({ [rye]: 'gifted', [gin]: null });

    const sponsored = (await brand.post('/api/brands/campaigns').send({ name: 'Paid posts', type: 'sponsored' }).expect(201)).body;
    const paid = (await brand.post('/api/brands/gifts').send({ campaignId: sponsored.id, recipientId: creator.id, productId: rye, message: 'A fee for a post.', value: 200, expiresAt: inDays(10) }).expect(201)).body;
    await curator.post(`/api/user/partnerships/${paid.id}/accept`).expect(200);
    // Paid wins over gifted; ending the campaign does not end the disclosure.
    await brand.patch(`/api/brands/campaigns/${sponsored.id}`).send({ status: 'active' }).expect(200);
    await brand.patch(`/api/brands/campaigns/${sponsored.id}`).send({ status: 'completed' }).expect(200);
    expect(await disclosures()).toEqual({ [rye]: 'paid_partnership', [gin]: null });

    const [program] = await app.query<{ id: string }>(
      `insert into affiliate_programs (id, brand_id, name, commission_type, commission_value, product_ids, created_at, updated_at)
       values (gen_random_uuid(), $1, 'Gin affiliates', 'percentage', 10, $2, now(), now()) returning id`,
      [registered.brand.id, [gin]],
    );
    await app.query(`insert into affiliate_enrollments (id, program_id, creator_id, status, created_at, updated_at) values (gen_random_uuid(), $1, $2, 'pending', now(), now())`, [program.id, creator.id]);
    expect((await disclosures())[gin]).toBeNull();
    await app.query(`update affiliate_enrollments set status = 'approved', approved_at = now() where program_id = $1`, [program.id]);
    expect(await disclosures()).toEqual({ [rye]: 'paid_partnership', [gin]: 'paid_partnership' });
  });
});
