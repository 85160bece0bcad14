import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives a newcomer working defaults', () => {
    const config = loadConfig({}, '/repo');
    expect(config).toMatchObject({ port: 3000, role: 'all', databaseUrl: 'postgres://postgres@127.0.0.1:5432/rounds', redisUrl: 'redis://127.0.0.1:6379', demoPassword: 'rounds-demo-21', seedDemoData: true, dataDir: '/repo/.data' });
  });

  it('requires a real SESSION_SECRET in production and never seeds demo data there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), BANKING_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'), PUBLIC_ORIGIN: 'https://rounds.example', SMTP_URL: 'smtp://127.0.0.1:25' });
    expect(config.seedDemoData).toBe(false);
  });

  it('requires PUBLIC_ORIGIN in production; elsewhere an unset one is null (share links use the request origin)', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), BANKING_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'), SMTP_URL: 'smtp://127.0.0.1:25' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_ORIGIN is required in production/);
    expect(loadConfig({ ...production, PUBLIC_ORIGIN: 'https://rounds.example/' }).publicOrigin).toBe('https://rounds.example');
    expect(loadConfig({}).publicOrigin).toBeNull();
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://shop.test:8080' }).publicOrigin).toBe('http://shop.test:8080');
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'https://rounds.example/shop' })).toThrow(/PUBLIC_ORIGIN must be an http\(s\) origin/);
  });

  it('refuses to boot production without SMTP_URL, and uses the development mailbox elsewhere', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), BANKING_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'), PUBLIC_ORIGIN: 'https://rounds.example' };
    expect(() => loadConfig(production)).toThrow(/SMTP_URL is required in production/);
    expect(loadConfig({}).notifications).toMatchObject({ smtpUrl: null, mailFrom: 'Rounds <no-reply@localhost>', outboxDispatchSchedule: '*/2 * * * * *', outboxRetryBaseMs: 30_000 });
    expect(loadConfig({ ...production, SMTP_URL: 'smtps://mailer:pw@mail.example:465', MAIL_FROM: 'Rounds <shop@rounds.example>' }).notifications).toMatchObject({ smtpUrl: 'smtps://mailer:pw@mail.example:465', mailFrom: 'Rounds <shop@rounds.example>' });
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps:// without echoing it (it may hold a password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mailer:hunter2@mail.example' })).toThrow(/SMTP_URL must be smtp:\/\/user:pass@host:port/);
    try {
      loadConfig({ SMTP_URL: 'http://mailer:hunter2@mail.example' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('reads WEBHOOK_ALLOWED_PRIVATE_HOSTS as a comma-separated, lower-case list', () => {
    expect(loadConfig({ WEBHOOK_ALLOWED_PRIVATE_HOSTS: ' Receiver.local, 127.0.0.1 ,' }).notifications.webhookAllowedPrivateHosts).toEqual(['receiver.local', '127.0.0.1']);
  });

  it('requires a banking encryption key in production, reads previous keys for rotation, and has a development key elsewhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(/BANKING_ENCRYPTION_KEY is required in production/);
    expect(() => loadConfig({ BANKING_ENCRYPTION_KEY: 'short' })).toThrow(/BANKING_ENCRYPTION_KEY must be a 32-byte key/);
    expect(loadConfig({}).bankingEncryption.currentKeyId).toBe('dev');
    const current = Buffer.alloc(32, 2).toString('base64');
    const previous = 'ab'.repeat(32);
    const config = loadConfig({ BANKING_ENCRYPTION_KEY: current, BANKING_ENCRYPTION_KEY_ID: '2026-12', BANKING_ENCRYPTION_PREVIOUS_KEYS: `2026-06:${previous}` });
    expect(config.bankingEncryption).toEqual({ currentKeyId: '2026-12', keys: { '2026-12': current, '2026-06': Buffer.from(previous, 'hex').toString('base64') } });
  });

  it('always requires a second factor of admins in production; MFA_REQUIRED_ROLES adds roles and can drop none', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), BANKING_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'), PUBLIC_ORIGIN: 'https://rounds.example', SMTP_URL: 'smtp://127.0.0.1:25' };
    expect(loadConfig(production).mfaRequiredRoles).toEqual(['admin']);
    expect(loadConfig({ ...production, MFA_REQUIRED_ROLES: 'brand' }).mfaRequiredRoles).toEqual(['admin', 'brand']);
    expect(loadConfig({ ...production, MFA_REQUIRED_ROLES: '' }).mfaRequiredRoles).toEqual(['admin']);
    expect(loadConfig({ ...production, MFA_REQUIRED_ROLES: ' creator , admin ' }).mfaRequiredRoles).toEqual(['admin', 'creator']);
    // Elsewhere only the roles listed: the demo admin works without one.
    expect(loadConfig({}).mfaRequiredRoles).toEqual([]);
    expect(loadConfig({ MFA_REQUIRED_ROLES: 'admin,brand' }).mfaRequiredRoles).toEqual(['admin', 'brand']);
    expect(() => loadConfig({ ...production, MFA_REQUIRED_ROLES: 'owner' })).toThrow(/MFA_REQUIRED_ROLES must list roles among user, creator, brand, admin \(got "owner"\)/);
  });

  it('reads DATABASE_MIGRATION_URL: the tables\' owner, on the database DATABASE_URL names, never with the embedded one', () => {
    expect(loadConfig({}).databaseMigrationUrl).toBeUndefined();
    const urls = { DATABASE_URL: 'postgres://rounds_app:pw@db:5432/rounds', DATABASE_MIGRATION_URL: 'postgres://rounds_owner:pw@db:5432/rounds' };
    expect(loadConfig(urls).databaseMigrationUrl).toBe('postgres://rounds_owner:pw@db:5432/rounds');
    expect(() => loadConfig({ ...urls, DATABASE_MIGRATION_URL: 'postgres://rounds_owner:pw@db:5432/other' })).toThrow(/DATABASE_MIGRATION_URL must name the database DATABASE_URL names \("rounds"\)/);
    expect(() => loadConfig({ ...urls, DATABASE_MIGRATION_URL: 'mysql://x' })).toThrow(/DATABASE_MIGRATION_URL must start with postgres:\/\//);
    expect(() => loadConfig({ DATABASE_URL: 'embedded', DATABASE_MIGRATION_URL: urls.DATABASE_MIGRATION_URL })).toThrow(/DATABASE_MIGRATION_URL needs a PostgreSQL server/);
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

  it('hashes passwords at the cheap test cost only when a test run asks for it', () => {
    expect(loadConfig({}).fastPasswordHashing).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASHING: 'fast' }).fastPasswordHashing).toBe(true);
    expect(loadConfig({ PASSWORD_HASHING: 'fast' }).fastPasswordHashing).toBe(false);
    expect(() => loadConfig({ PASSWORD_HASHING: 'none' })).toThrow(/PASSWORD_HASHING must be standard or fast/);
  });

  it('reads the per-address rate limits, with defaults for a real shop', () => {
    expect(loadConfig({})).toMatchObject({ throttleAnonymousWritesPerMinute: 30, throttleSignInsPerMinute: 20 });
    expect(loadConfig({ THROTTLE_ANON_PER_MINUTE: '500', THROTTLE_SIGNIN_PER_MINUTE: '100' })).toMatchObject({ throttleAnonymousWritesPerMinute: 500, throttleSignInsPerMinute: 100 });
    expect(() => loadConfig({ THROTTLE_SIGNIN_PER_MINUTE: '0' })).toThrow(/THROTTLE_SIGNIN_PER_MINUTE must be a whole number of at least 1/);
  });

  it('bounds an uploaded .xlsx at 200 MB inflated, a million shared strings and Excel\'s rows, each settable', () => {
    expect(loadConfig({}).spreadsheetLimits).toEqual({ maxInflatedBytes: 200 * 1024 * 1024, maxSharedStrings: 1_000_000, maxRows: 1_048_576 });
    expect(loadConfig({ SPREADSHEET_MAX_INFLATED_MB: '50', SPREADSHEET_MAX_SHARED_STRINGS: '5000', SPREADSHEET_MAX_ROWS: '100000' }).spreadsheetLimits).toEqual({
      maxInflatedBytes: 50 * 1024 * 1024,
      maxSharedStrings: 5000,
      maxRows: 100_000,
    });
    expect(() => loadConfig({ SPREADSHEET_MAX_INFLATED_MB: '0.5' })).toThrow(/SPREADSHEET_MAX_INFLATED_MB must be a whole number of at least 1/);
  });
});

describe('STORAGE_URL', () => {
  const load = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', STORAGE_DIR: '/srv/storage', ...env } as NodeJS.ProcessEnv, '/repo');

  it('keeps objects on the local disk under STORAGE_DIR by default, or where a file:// URL says', () => {
    expect(load({}).storage).toEqual({ kind: 'local', dir: '/srv/storage' });
    expect(load({ STORAGE_URL: 'file:///var/lib/rounds/objects' }).storage).toEqual({ kind: 'local', dir: '/var/lib/rounds/objects' });
  });

  it('reads an S3-compatible bucket with its prefix, region, endpoint, path style and credentials', () => {
    expect(
      load({
        STORAGE_URL: 's3://rounds-media/prod?region=auto&endpoint=https://account.r2.cloudflarestorage.com&forcePathStyle=true',
        STORAGE_ACCESS_KEY_ID: 'key',
        STORAGE_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({ kind: 's3', bucket: 'rounds-media', prefix: 'prod/', region: 'auto', endpoint: 'https://account.r2.cloudflarestorage.com', forcePathStyle: true, accessKeyId: 'key', secretAccessKey: 'secret' });
    expect(load({ STORAGE_URL: 's3://rounds-media' }).storage).toEqual({ kind: 's3', bucket: 'rounds-media', prefix: '', region: 'us-east-1', endpoint: undefined, forcePathStyle: false, accessKeyId: undefined, secretAccessKey: undefined });
  });

  it.each([
    ['ftp://bucket', /STORAGE_URL must start with s3:\/\/ or file:\/\//],
    ['not a url', /STORAGE_URL must be s3:\/\/bucket/],
    ['s3://B?region=x', /STORAGE_URL names no valid bucket/],
    ['s3://rounds-media?endpoint=minio:9000', /endpoint must be an http\(s\) URL/],
    ['s3://rounds-media?forcePathStyle=yes', /forcePathStyle must be true or false/],
  ])('refuses %p', (url, message) => {
    expect(() => load({ STORAGE_URL: url })).toThrow(message);
  });

  it('wants both storage credentials or neither', () => {
    expect(() => load({ STORAGE_URL: 's3://rounds-media', STORAGE_ACCESS_KEY_ID: 'key' })).toThrow(/STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together/);
  });
});
