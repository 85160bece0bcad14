import { createTestApp, TestApp } from '../support/test-app';

/** Without PUBLIC_ORIGIN (outside production) a share link points where the shop was reached, so it opens. */
describe('Share links without PUBLIC_ORIGIN (e2e)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_ORIGIN: '', TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => app.close());

  it('use the origin the request came in on: its host, port and (behind a trusted proxy) protocol', async () => {
    const { agent, user } = await app.registerAndSignIn('sharer');
    const share = async (host: string, proto?: string) => {
      const call = agent.post('/api/user/profile/share').set('Host', host);
      if (proto) void call.set('X-Forwarded-Proto', proto);
      return (await call.send({ type: 'profile' }).expect(200)).body.shareUrl as string;
    };
    const query = `utm_source=${user.username}&utm_medium=shared_profile&utm_campaign=profile_share`;
    expect(await share('127.0.0.1:41873')).toBe(`http://127.0.0.1:41873/profile/${user.username}?${query}`);
    expect(await share('preview.rounds.test:8080')).toBe(`http://preview.rounds.test:8080/profile/${user.username}?${query}`);
    expect(await share('preview.rounds.test', 'https')).toBe(`https://preview.rounds.test/profile/${user.username}?${query}`);
  });

  it('keep robots.txt on a fixed local origin, never the request Host (it is cached publicly)', async () => {
    const robots = await app.http().get('/robots.txt').set('Host', 'evil.example').expect(200);
    expect(robots.text).not.toContain('evil.example');
  });
});
