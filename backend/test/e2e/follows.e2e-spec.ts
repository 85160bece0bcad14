import { createCreator } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Follows (e2e)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app.close());

  const unknownId = '7f8b4c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';
  const followersOf = async (creatorId: string) => (await app.query<{ followers: number }>('select followers from creators where id = $1', [creatorId]))[0].followers;

  it('answers 401 to every follow call when signed out', async () => {
    for (const call of [
      app.http().post('/api/follows').send({ creatorId: unknownId }),
      app.http().delete(`/api/follows/${unknownId}`),
      app.http().get(`/api/follows/check/${unknownId}`),
      app.http().get('/api/user/following'),
    ]) {
      expect((await call.expect(401)).body.code).toBe('NOT_SIGNED_IN');
    }
  });

  it('lists the creators the demo shopper follows with id, handle, avatar, bio and followers', async () => {
    const shopper = await app.signIn('shopper');
    const following = (await shopper.get('/api/user/following').expect(200)).body;
    expect(following.map((creator: { handle: string }) => creator.handle).sort()).toEqual(['barrelben', 'mayapours']);
    for (const creator of following) {
      expect(creator).toEqual({
        id: expect.any(String),
        handle: expect.any(String),
        name: expect.any(String),
        avatar: expect.any(String),
        bio: expect.any(String),
        followers: expect.any(Number),
        followedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/),
      });
      expect((await shopper.get(`/api/follows/check/${creator.id}`).expect(200)).body).toEqual({ creatorId: creator.id, isFollowing: true, followers: creator.followers });
    }
  });

  it('follows once however often, moving followers by exactly one each way', async () => {
    const creator = await createCreator(app, { followers: 10 });
    const { agent, user } = await app.registerAndSignIn('follower');

    expect((await agent.get(`/api/follows/check/${creator.id}`).expect(200)).body).toEqual({ creatorId: creator.id, isFollowing: false, followers: 10 });
    expect((await agent.post('/api/follows').send({ creatorId: creator.id }).expect(200)).body).toEqual({ creatorId: creator.id, isFollowing: true, followers: 11 });
    expect((await agent.post('/api/follows').send({ creatorId: creator.id }).expect(200)).body).toEqual({ creatorId: creator.id, isFollowing: true, followers: 11 });
    expect(await app.query('select 1 from follows where shopper_id = $1', [user.id])).toHaveLength(1);
    expect((await agent.get('/api/user/following')).body).toEqual([expect.objectContaining({ id: creator.id, handle: creator.handle, followers: 11 })]);

    expect((await agent.delete(`/api/follows/${creator.id}`).expect(200)).body).toEqual({ creatorId: creator.id, isFollowing: false, followers: 10 });
    expect((await agent.delete(`/api/follows/${creator.id}`).expect(200)).body).toEqual({ creatorId: creator.id, isFollowing: false, followers: 10 });
    expect(await followersOf(creator.id)).toBe(10);
    expect((await agent.get('/api/user/following')).body).toEqual([]);
  });

  it('keeps followers equal to the real follows under racing follows and unfollows', async () => {
    const creator = await createCreator(app);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => app.registerAndSignIn('racer')));
    await Promise.all(shoppers.flatMap(({ agent }) => [1, 2, 3].map(() => agent.post('/api/follows').send({ creatorId: creator.id }))));
    expect(await followersOf(creator.id)).toBe(8);
    await Promise.all(shoppers.slice(0, 5).flatMap(({ agent }) => [1, 2].map(() => agent.delete(`/api/follows/${creator.id}`))));
    expect(await followersOf(creator.id)).toBe(3);
    const [{ count }] = await app.query<{ count: string }>('select count(*) from follows where creator_id = $1', [creator.id]);
    expect(Number(count)).toBe(3);
  });

  it('refuses following your own creator page', async () => {
    const curator = await app.signIn('curator');
    const [mayapours] = await app.query<{ id: string; followers: number }>("select id, followers from creators where handle = 'mayapours'");
    const response = await curator.post('/api/follows').send({ creatorId: mayapours.id }).expect(400);
    expect(response.body).toEqual({ statusCode: 400, code: 'CANNOT_FOLLOW_SELF', message: 'You cannot follow your own creator page.' });
    expect(await followersOf(mayapours.id)).toBe(mayapours.followers);
  });

  it('answers 404 for an unknown creator and 400 for a missing or malformed id', async () => {
    const { agent } = await app.registerAndSignIn('follow404');
    expect((await agent.post('/api/follows').send({ creatorId: unknownId }).expect(404)).body.code).toBe('CREATOR_NOT_FOUND');
    await agent.delete(`/api/follows/${unknownId}`).expect(404);
    await agent.get(`/api/follows/check/${unknownId}`).expect(404);
    expect((await agent.post('/api/follows').send({}).expect(400)).body.message).toBe('creatorId is required');
    await agent.post('/api/follows').send({ creatorId: 'mayapours' }).expect(400);
    await agent.delete('/api/follows/mayapours').expect(400);
    await agent.get('/api/follows/check/1').expect(400);
  });
});
