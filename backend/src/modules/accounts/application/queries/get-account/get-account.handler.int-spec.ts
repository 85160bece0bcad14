import { randomUUID } from 'node:crypto';
import { QueryBus } from '@nestjs/cqrs';
import { createTestApp, TestApp } from '../../../../../../test/support/test-app';
import { GetAccountQuery } from './get-account.query';

/** The account answer composed from identity, commissions and curation, each reading its own table. */
describe('GetAccountQuery on PostgreSQL (integration)', () => {
  let app: TestApp;
  let queryBus: QueryBus;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    queryBus = app.app.get(QueryBus);
  });
  afterAll(() => app?.close());

  it("answers a new account with commissions' and curation's defaults (no row in their tables)", async () => {
    const { user } = await app.registerAndSignIn('fresh', { dateOfBirth: null });
    expect(await queryBus.execute(new GetAccountQuery(user.id))).toEqual({
      id: user.id,
      username: user.username,
      email: null,
      emailVerified: false,
      role: 'user',
      curatorStatus: 'user',
      commissionRate: 0,
      ageVerified: false,
      ageStatus: 'unverified',
      displayName: null,
      bio: null,
      profileImage: null,
      heroImage: null,
      pageLayout: null,
      createdAt: expect.any(Date),
    });
  });

  it('takes the tier and rate from commission_accounts and the profile from user_profiles', async () => {
    const [curator] = await app.query<{ id: string }>("select id from users where username = 'curator'");
    const layout = { sections: ['favorites'], customBlocks: [{ id: 'custom-1', type: 'text', content: 'Hi' }] };
    await app.query('update user_profiles set page_layout = $1 where user_id = $2', [JSON.stringify(layout), curator.id]);

    expect(await queryBus.execute(new GetAccountQuery(curator.id))).toMatchObject({
      username: 'curator',
      role: 'creator',
      curatorStatus: 'level1_curator',
      commissionRate: 5,
      displayName: 'Maya Okafor',
      profileImage: expect.stringMatching(/^\/images\//),
      pageLayout: layout,
    });
  });

  it('answers null for an account identity does not know', async () => {
    expect(await queryBus.execute(new GetAccountQuery(randomUUID()))).toBeNull();
  });
});
