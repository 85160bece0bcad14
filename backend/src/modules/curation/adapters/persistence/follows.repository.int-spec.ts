import { createCreator, createUser } from '../../../../../test/support/buying-fixtures';
import { createTestDatabase, TestDatabase } from '../../../../../test/support/test-database';
import { MikroOrmSql } from '../../../../shared/infrastructure/database/mikro-orm-sql';
import { ListFollowingHandler } from '../../application/queries/list-following/list-following.handler';
import { ListFollowingQuery } from '../../application/queries/list-following/list-following.query';
import { PostgresFollowsRepository } from './follows.repository';

describe('PostgresFollowsRepository and ListFollowingQuery (PostgreSQL)', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  const follows = () => new PostgresFollowsRepository(db.em());
  const listFollowing = (shopperId: string) => new ListFollowingHandler(new MikroOrmSql(db.orm, { database: { embedded: false } })).execute(new ListFollowingQuery(shopperId));
  const followersOf = async (creatorId: string) => (await db.query<{ followers: number }>('select followers from creators where id = $1', [creatorId]))[0].followers;

  it("names a creator page's owner (null for an unowned page) and whether it is published, or undefined for no such creator", async () => {
    const owner = await createUser(db);
    expect(await follows().findCreatorOwner((await createCreator(db, { userId: owner })).id)).toEqual({ ownerUserId: owner, published: true });
    const unowned = await createCreator(db);
    expect(await follows().findCreatorOwner(unowned.id)).toEqual({ ownerUserId: null, published: true });
    await db.query('update creators set unpublished_at = now() where id = $1', [unowned.id]);
    expect(await follows().findCreatorOwner(unowned.id)).toEqual({ ownerUserId: null, published: false });
    expect(await follows().findCreatorOwner('00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('moves the follower count only when a follow row really appears or goes, so repeats never drift it', async () => {
    const shopper = await createUser(db);
    const { id: creatorId } = await createCreator(db, { followers: 10 });

    expect(await follows().follow(shopper, creatorId)).toEqual({ creatorId, isFollowing: true, followers: 11 });
    expect(await follows().follow(shopper, creatorId)).toEqual({ creatorId, isFollowing: true, followers: 11 });
    expect(await follows().status(shopper, creatorId)).toEqual({ creatorId, isFollowing: true, followers: 11 });
    expect(await follows().unfollow(shopper, creatorId)).toEqual({ creatorId, isFollowing: false, followers: 10 });
    expect(await follows().unfollow(shopper, creatorId)).toEqual({ creatorId, isFollowing: false, followers: 10 });
    expect(await followersOf(creatorId)).toBe(10);
  });

  it('counts racing follows of many shoppers exactly, and never goes below zero', async () => {
    const { id: creatorId } = await createCreator(db);
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => createUser(db)));
    await Promise.all(shoppers.flatMap((shopper) => [follows().follow(shopper, creatorId), follows().follow(shopper, creatorId)]));
    expect(await followersOf(creatorId)).toBe(6);

    await db.query('update creators set followers = 0 where id = $1', [creatorId]);
    expect((await follows().unfollow(shoppers[0], creatorId)).followers).toBe(0);
  });

  it('lists the creators a shopper follows, most recently followed first', async () => {
    const shopper = await createUser(db);
    const first = await createCreator(db);
    const second = await createCreator(db);
    await follows().follow(shopper, first.id);
    await follows().follow(shopper, second.id);
    const following = await listFollowing(shopper);
    expect(following.map((creator) => creator.handle)).toEqual([second.handle, first.handle]);
    expect(following[0]).toMatchObject({ id: second.id, followers: 1, followedAt: expect.any(Date) });
    expect(await listFollowing(await createUser(db))).toEqual([]);
  });
});
