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
});
