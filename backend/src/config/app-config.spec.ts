import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives a newcomer working defaults', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({ port: 3000, role: 'all', databaseUrl: 'postgres://postgres@127.0.0.1:5432/rounds', redisUrl: 'redis://127.0.0.1:6379', demoPassword: 'rounds-demo-21', seedDemoData: true, dataDir: '/repo/.data' });
  });

  it('requires a real SESSION_SECRET in production and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) });
    expect(config.seedDemoData).toBe(false);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', PROCESS_ROLE: 'boss', ADMIN_USERNAME: 'root' });
      fail('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toMatch(/PORT must be a port number/);
      expect(message).toMatch(/DATABASE_URL must start with postgres/);
      expect(message).toMatch(/PROCESS_ROLE must be api, worker or all/);
      expect(message).toMatch(/ADMIN_PASSWORD is required when ADMIN_USERNAME is set/);
    }
  });

  it('accepts the explicit embedded and in-process choices', () => {
    expect(loadConfig({ DATABASE_URL: 'embedded', REDIS_URL: 'none' })).toMatchObject({ databaseUrl: 'embedded', redisUrl: 'none' });
  });

  it('trusts no proxy unless TRUST_PROXY names hops or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,2001:db8::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', '2001:db8::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY must be a hop count/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the per-address rate limits, with defaults for a real shop', () => {
    expect(loadConfig({})).toMatchObject({ throttleAnonymousWritesPerMinute: 30, throttleSignInsPerMinute: 20 });
    expect(loadConfig({ THROTTLE_ANON_PER_MINUTE: '500', THROTTLE_SIGNIN_PER_MINUTE: '100' })).toMatchObject({ throttleAnonymousWritesPerMinute: 500, throttleSignInsPerMinute: 100 });
    expect(() => loadConfig({ THROTTLE_SIGNIN_PER_MINUTE: '0' })).toThrow(/THROTTLE_SIGNIN_PER_MINUTE must be a whole number of at least 1/);
  });
});
