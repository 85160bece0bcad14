import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { CronExpressionParser } from 'cron-parser';
import proxyAddr from 'proxy-addr';
import { parseStorageLocation, StorageLocation } from '../shared/infrastructure/storage/storage-location';

/**
 * The environment, read and validated once at boot. Everything else receives this typed object.
 * A bad value stops the process with a message that names the variable and what is wrong.
 */
export type ProcessRole = 'api' | 'worker' | 'all';

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  role: ProcessRole;
  /** DATABASE_URL, the default local server, or "embedded"; the fallback to embedded is decided at boot. */
  databaseUrl: string;
  databaseUrlExplicit: boolean;
  /**
   * DATABASE_READ_URL: a streaming replica of DATABASE_URL. Reads that tolerate a few seconds of lag
   * (LagTolerantSql: the catalog's public listings) go there; everything else stays on DATABASE_URL.
   * Unset: everything runs on DATABASE_URL.
   */
  databaseReadUrl: string | undefined;
  /**
   * DATABASE_MIGRATION_URL: the role that owns the tables, used only to run the migrations at start (then
   * closed). Production runs the app as a role that owns nothing (DATABASE_URL) and may not change or remove
   * audit entries (docs/operations.md, "Database roles"). Unset: migrations run on DATABASE_URL.
   */
  databaseMigrationUrl: string | undefined;
  redisUrl: string;
  redisUrlExplicit: boolean;
  queuePrefix: string;
  sessionSecret: string;
  /**
   * The roles whose accounts reach role-guarded screens only with a second factor set up: admin in production,
   * always, plus the roles MFA_REQUIRED_ROLES lists (comma-separated, e.g. "brand,creator"); elsewhere only those
   * listed (the demo admin works without one).
   */
  mfaRequiredRoles: string[];
  demoPassword: string;
  /** Outside production the demo shop is seeded into an empty database unless SEED_DEMO_DATA=false. */
  seedDemoData: boolean;
  adminUsername?: string;
  adminPassword?: string;
  dataDir: string;
  storageDir: string;
  /** STORAGE_URL (+ STORAGE_ACCESS_KEY_ID, STORAGE_SECRET_ACCESS_KEY): local disk under storageDir by default, or an S3-compatible bucket. */
  storage: StorageLocation;
  /**
   * IMAGE_FETCH_TEST_ORIGINS (NODE_ENV=test only, ignored otherwise): origins such as http://127.0.0.1:4567 the
   * import worker may fetch image URLs from although they are http or not public (a test's local server).
   */
  imageFetchTestOrigins: string[];
  /**
   * PASSWORD_HASHING=fast (NODE_ENV=test only, ignored otherwise; default standard): argon2id at its smallest
   * cost (1 MiB, one pass, one lane; about 1 ms) instead of 64 MiB, three passes and four lanes (100-700 ms
   * of CPU on a busy two-core machine). Test suites register and sign in thousands of accounts; only the
   * tests of hashing itself need the real cost.
   */
  fastPasswordHashing: boolean;
  frontendDist: string;
  assetsDir: string;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
  /** Express `trust proxy`: false (default), a hop count, or the proxies' addresses/subnets (TRUST_PROXY). */
  trustProxy: TrustProxy;
  /** Per client address and route, per minute: registration, clicks and other anonymous writes. */
  throttleAnonymousWritesPerMinute: number;
  /** Messages one signed-in sender may send per minute, wherever they send from (THROTTLE_MESSAGES_PER_MINUTE). */
  throttleMessagesPerMinute: number;
  /** Per client address, per minute: sign-in attempts (any username). */
  throttleSignInsPerMinute: number;
  /** LOG_FORMAT: one JSON object a line (production, test) or pino-pretty's lines (development). */
  logFormat: 'json' | 'pretty';
  /** METRICS_ALLOW: addresses, subnets or loopback/linklocal/uniquelocal that may read /metrics without the token; empty for none. */
  metricsAllow: string[];
  /** METRICS_TOKEN: `Authorization: Bearer <token>` reads /metrics from anywhere. */
  metricsToken?: string;
  /** METRICS_PORT: where a worker process serves /metrics (API processes serve it on PORT). */
  metricsPort: number;
  /** SHUTDOWN_TIMEOUT_MS: how long a stopping process lets in-flight requests and the running job batch finish. */
  shutdownTimeoutMs: number;
  /** SHUTDOWN_DELAY_MS: how long a stopping API process keeps serving, /api/ready at 503, before it stops accepting connections. */
  shutdownDelayMs: number;
  /** COMMISSION_HOLD_DAYS: days between an order's payment and its commission becoming payable (default 14). */
  commissionHoldDays: number;
  /** PAYOUT_MINIMUM: the smallest payout, in cents (set in dollars; default 25). */
  payoutMinimumCents: number;
  /** PAYOUT_SCHEDULE: cron pattern (UTC) of the payout run (default '0 9 * * 5', Fridays 09:00). */
  payoutSchedule: string;
  /** CREATOR_METRICS_SCHEDULE: cron pattern (UTC) of the creator_metrics refresh (default every 15 minutes). */
  creatorMetricsSchedule: string;
  /**
   * PUBLIC_ORIGIN: the shop's address as visitors reach it (share links, robots.txt and sitemaps start with it).
   * Required in production; null elsewhere when unset, and share links then use the origin the request came in on.
   */
  publicOrigin: string | null;
  /**
   * The origin of links made outside any request (mail, robots.txt, sitemaps): PUBLIC_ORIGIN, or else
   * http://localhost:{PORT}, where a development shop answers.
   */
  originOutsideRequests: string;
  /**
   * BANKING_ENCRYPTION_KEY (+ BANKING_ENCRYPTION_KEY_ID, BANKING_ENCRYPTION_PREVIOUS_KEYS): the AES-256-GCM
   * keys that seal banking details, base64, by key id; new details are sealed with currentKeyId.
   * Required in production; elsewhere a fixed, documented development key (docs/operations.md).
   */
  bankingEncryption: BankingEncryptionKeys;
  /** GIFT_OFFER_EXPIRY_SCHEDULE: cron pattern (UTC) of the job that expires pending gift offers (default every 10 minutes). */
  giftOfferExpirySchedule: string;
  /** How long anything may wait on PostgreSQL (docs/operations.md, "Faults and limits"). */
  databaseLimits: DatabaseLimits;
  spreadsheetLimits: SpreadsheetLimits;
  /** Outgoing mail and webhooks (docs/operations.md, "Mail and webhooks"). */
  notifications: NotificationSettings;
}

/** Where mail goes, how often the outbox is dispatched, and which private hosts webhooks may reach. */
export interface NotificationSettings {
  /** SMTP_URL: smtp://user:pass@host:port or smtps://…; null outside production means the development mailbox. Required in production. */
  smtpUrl: string | null;
  /** MAIL_FROM: the sender of every message (default "Rounds <no-reply@localhost>"). */
  mailFrom: string;
  /** OUTBOX_DISPATCH_SCHEDULE: cron pattern (UTC, seconds allowed) of the dispatcher (default every 2 seconds). */
  outboxDispatchSchedule: string;
  /** OUTBOX_RETRY_BASE_SECONDS: the first retry's delay; each next one doubles, up to an hour (default 30). */
  outboxRetryBaseMs: number;
  /** WEBHOOK_ALLOWED_PRIVATE_HOSTS: host names or addresses a webhook endpoint may use although private (and over plain http). */
  webhookAllowedPrivateHosts: string[];
}

/** Every wait on PostgreSQL is bounded; each is set in seconds and kept here in milliseconds. */
export interface DatabaseLimits {
  /** DATABASE_STATEMENT_TIMEOUT_SECONDS (default 15): PostgreSQL cancels a statement running longer (every connection). */
  statementTimeoutMs: number;
  /** DATABASE_LOCK_TIMEOUT_SECONDS (default 5): PostgreSQL gives up waiting for a row or table lock after this long. */
  lockTimeoutMs: number;
  /** DATABASE_ACQUIRE_TIMEOUT_SECONDS (default 3): waiting for a pool slot or a new connection; then 503 with Retry-After. */
  acquireTimeoutMs: number;
  /** REQUEST_TIMEOUT_SECONDS (default 20): an API request without an answer by then gets 503 (uploads excepted). */
  requestTimeoutMs: number;
}

/** What an uploaded .xlsx may hold, checked on its zip before any parsing (a small file can inflate to gigabytes). */
export interface SpreadsheetLimits {
  /** SPREADSHEET_MAX_INFLATED_MB (default 200): the workbook's entries inflated, in total. */
  maxInflatedBytes: number;
  /** SPREADSHEET_MAX_SHARED_STRINGS (default 1,000,000): entries of xl/sharedStrings.xml. */
  maxSharedStrings: number;
  /** SPREADSHEET_MAX_ROWS (default 1,048,576, Excel's own sheet limit): rows of each worksheet. */
  maxRows: number;
}

/** The spreadsheet limits when the environment sets none. */
export const DEFAULT_SPREADSHEET_LIMITS: SpreadsheetLimits = { maxInflatedBytes: 200 * 1024 * 1024, maxSharedStrings: 1_000_000, maxRows: 1_048_576 };

export interface BankingEncryptionKeys {
  currentKeyId: string;
  /** Key id → 32-byte key in base64; the current one and every previous one still readable. */
  keys: Record<string, string>;
}

/** The development key (never for production: it is in the source). sha256('rounds-development-banking-key'). */
export const DEVELOPMENT_BANKING_KEY_ID = 'dev';
export const DEVELOPMENT_BANKING_KEY = 'rounds-development-banking-key';

export type TrustProxy = false | number | string[];

export class ConfigError extends Error {}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rounds';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** DATABASE_URL=embedded asks for the embedded PostgreSQL even where a server answers. */
export const EMBEDDED_DATABASE = 'embedded';
/** REDIS_URL=none asks for in-process jobs even where Redis answers. */
export const NO_REDIS = 'none';

/** Names Express accepts in a trust proxy list for whole address ranges. */
const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, empty, "false" or "0" → trust no proxy (request.ip is the socket's address);
 * a whole number → that many proxy hops; otherwise a comma-separated list of proxy addresses,
 * subnets (10.0.0.0/8) or the names loopback, linklocal, uniquelocal. "true" (trust every hop,
 * so the client's own X-Forwarded-For) is refused.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const text = (raw ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const invalid = entries.filter((entry) => {
    if (TRUST_PROXY_NAMES.has(entry)) return false;
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address);
    if (version === 0 || rest.length > 0) return true;
    return bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  });
  if (invalid.length > 0 || entries.length === 0) {
    problems.push(`TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses, subnets or loopback/linklocal/uniquelocal (got "${raw}")`);
    return false;
  }
  return entries;
}

/** The database a postgres:// URL names (its path), or '' when it cannot be read. */
function databaseNameOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  } catch {
    return '';
  }
}

function positiveInteger(name: string, raw: string | undefined, fallback: number, problems: string[]): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    problems.push(`${name} must be a whole number of at least 1 (got "${raw}")`);
    return fallback;
  }
  return value;
}

/** Defaults that suit a shop: a household or office behind one address still registers and browses freely. */
export const DEFAULT_THROTTLE_ANON_PER_MINUTE = 30;
export const DEFAULT_THROTTLE_MESSAGES_PER_MINUTE = 10;
export const DEFAULT_THROTTLE_SIGNIN_PER_MINUTE = 20;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, baseDir = defaultBaseDir()): AppConfig {
  const problems: string[] = [];
  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${env.NODE_ENV}")`);
  }
  const isProduction = nodeEnv === 'production';
  const passwordHashing = env.PASSWORD_HASHING || 'standard';
  if (!['standard', 'fast'].includes(passwordHashing)) problems.push(`PASSWORD_HASHING must be standard or fast (got "${env.PASSWORD_HASHING}")`);

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number 0–65535 (got "${env.PORT}")`);

  const role = (env.PROCESS_ROLE ?? 'all') as ProcessRole;
  if (!['api', 'worker', 'all'].includes(role)) problems.push(`PROCESS_ROLE must be api, worker or all (got "${env.PROCESS_ROLE}")`);

  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  if (databaseUrl !== EMBEDDED_DATABASE && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must start with postgres:// or postgresql://, or be "${EMBEDDED_DATABASE}"`);
  }
  const databaseReadUrl = env.DATABASE_READ_URL || undefined;
  if (databaseReadUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseReadUrl)) problems.push('DATABASE_READ_URL must start with postgres:// or postgresql://');
  if (databaseReadUrl !== undefined && databaseUrl === EMBEDDED_DATABASE) problems.push('DATABASE_READ_URL needs a PostgreSQL server in DATABASE_URL, not the embedded database');
  const databaseMigrationUrl = env.DATABASE_MIGRATION_URL || undefined;
  if (databaseMigrationUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseMigrationUrl)) problems.push('DATABASE_MIGRATION_URL must start with postgres:// or postgresql://');
  if (databaseMigrationUrl !== undefined && databaseUrl === EMBEDDED_DATABASE) problems.push('DATABASE_MIGRATION_URL needs a PostgreSQL server in DATABASE_URL, not the embedded database');
  else if (databaseMigrationUrl !== undefined && /^postgres(ql)?:\/\//.test(databaseMigrationUrl) && databaseNameOf(databaseMigrationUrl) !== databaseNameOf(databaseUrl)) {
    problems.push(`DATABASE_MIGRATION_URL must name the database DATABASE_URL names ("${databaseNameOf(databaseUrl)}"), with the role that owns its tables`);
  }
  const redisUrl = env.REDIS_URL || DEFAULT_REDIS_URL;
  if (redisUrl !== NO_REDIS && !/^rediss?:\/\//.test(redisUrl)) problems.push(`REDIS_URL must start with redis:// or rediss://, or be "${NO_REDIS}"`);

  let sessionSecret = env.SESSION_SECRET ?? '';
  if (isProduction && sessionSecret.length < 32) {
    problems.push('SESSION_SECRET is required in production and must be at least 32 characters');
  }
  if (!sessionSecret) sessionSecret = 'rounds-development-session-secret-not-for-production';

  const listedMfaRoles = (env.MFA_REQUIRED_ROLES ?? '')
    .split(',')
    .map((role) => role.trim())
    .filter((role) => role.length > 0);
  for (const role of listedMfaRoles) {
    if (!['user', 'creator', 'brand', 'admin'].includes(role)) problems.push(`MFA_REQUIRED_ROLES must list roles among user, creator, brand, admin (got "${role}")`);
  }
  // Production always needs it of admins: the variable adds roles, so no value (a typo, "brand") can drop them.
  const mfaRequiredRoles = [...new Set([...(isProduction ? ['admin'] : []), ...listedMfaRoles])];

  const demoPassword = env.DEMO_PASSWORD || 'rounds-demo-21';
  if (demoPassword.length < 8) problems.push('DEMO_PASSWORD must be at least 8 characters');
  if (env.ADMIN_USERNAME && !env.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD is required when ADMIN_USERNAME is set');
  if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 8) problems.push('ADMIN_PASSWORD must be at least 8 characters');

  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);
  const throttleMessagesPerMinute = positiveInteger('THROTTLE_MESSAGES_PER_MINUTE', env.THROTTLE_MESSAGES_PER_MINUTE, DEFAULT_THROTTLE_MESSAGES_PER_MINUTE, problems);
  const throttleAnonymousWritesPerMinute = positiveInteger('THROTTLE_ANON_PER_MINUTE', env.THROTTLE_ANON_PER_MINUTE, DEFAULT_THROTTLE_ANON_PER_MINUTE, problems);
  const throttleSignInsPerMinute = positiveInteger('THROTTLE_SIGNIN_PER_MINUTE', env.THROTTLE_SIGNIN_PER_MINUTE, DEFAULT_THROTTLE_SIGNIN_PER_MINUTE, problems);

  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'log')) as AppConfig['logLevel'];
  if (!['error', 'warn', 'log', 'debug'].includes(logLevel)) problems.push(`LOG_LEVEL must be error, warn, log or debug (got "${env.LOG_LEVEL}")`);
  const operations = readOperationsSettings(env, nodeEnv, problems);
  const earnings = readEarningsSettings(env, problems);
  const publicOrigin = readPublicOrigin(env.PUBLIC_ORIGIN, isProduction, problems);
  const bankingEncryption = readBankingEncryptionKeys(env, isProduction, problems);
  const databaseLimits = readDatabaseLimits(env, problems);
  const notifications = readNotificationSettings(env, isProduction, problems);
  const spreadsheetLimits: SpreadsheetLimits = {
    maxInflatedBytes: positiveInteger('SPREADSHEET_MAX_INFLATED_MB', env.SPREADSHEET_MAX_INFLATED_MB, DEFAULT_SPREADSHEET_LIMITS.maxInflatedBytes / (1024 * 1024), problems) * 1024 * 1024,
    maxSharedStrings: positiveInteger('SPREADSHEET_MAX_SHARED_STRINGS', env.SPREADSHEET_MAX_SHARED_STRINGS, DEFAULT_SPREADSHEET_LIMITS.maxSharedStrings, problems),
    maxRows: positiveInteger('SPREADSHEET_MAX_ROWS', env.SPREADSHEET_MAX_ROWS, DEFAULT_SPREADSHEET_LIMITS.maxRows, problems),
  };

  if (problems.length) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);

  const dataDir = env.DATA_DIR || `${baseDir}/.data`;
  const storageDir = env.STORAGE_DIR || `${dataDir}/storage`;
  const storage = parseStorageLocation(env.STORAGE_URL, storageDir, { accessKeyId: env.STORAGE_ACCESS_KEY_ID, secretAccessKey: env.STORAGE_SECRET_ACCESS_KEY }, problems);
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return {
    nodeEnv,
    isProduction,
    port,
    role,
    databaseUrl,
    databaseUrlExplicit: Boolean(env.DATABASE_URL),
    databaseReadUrl,
    databaseMigrationUrl,
    redisUrl,
    redisUrlExplicit: Boolean(env.REDIS_URL),
    queuePrefix: env.QUEUE_PREFIX || 'rounds',
    sessionSecret,
    mfaRequiredRoles,
    demoPassword,
    seedDemoData: !isProduction && env.SEED_DEMO_DATA !== 'false',
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    dataDir,
    storageDir,
    storage,
    imageFetchTestOrigins:
      nodeEnv === 'test'
        ? (env.IMAGE_FETCH_TEST_ORIGINS ?? '')
            .split(',')
            .map((origin) => origin.trim())
            .filter((origin) => origin.length > 0)
        : [],
    fastPasswordHashing: nodeEnv === 'test' && passwordHashing === 'fast',
    frontendDist: env.FRONTEND_DIST || `${baseDir}/frontend/dist`,
    assetsDir: `${baseDir}/backend/assets`,
    logLevel,
    trustProxy,
    throttleAnonymousWritesPerMinute,
    throttleMessagesPerMinute,
    throttleSignInsPerMinute,
    ...operations,
    ...earnings,
    publicOrigin,
    originOutsideRequests: publicOrigin ?? `http://localhost:${port}`,
    bankingEncryption,
    databaseLimits,
    spreadsheetLimits,
    notifications,
  };
}

function readNotificationSettings(env: NodeJS.ProcessEnv, isProduction: boolean, problems: string[]): NotificationSettings {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl) {
    try {
      const url = new URL(smtpUrl);
      if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('scheme');
    } catch {
      // The value itself may carry a password: never echoed.
      problems.push('SMTP_URL must be smtp://user:pass@host:port or smtps://user:pass@host:port');
    }
  } else if (isProduction) {
    problems.push('SMTP_URL is required in production (smtp://user:pass@host:port or smtps://…): without it no mail would leave');
  }
  const dispatchSchedule = env.OUTBOX_DISPATCH_SCHEDULE?.trim() || '*/2 * * * * *';
  try {
    CronExpressionParser.parse(dispatchSchedule, { tz: 'UTC' });
  } catch {
    problems.push(`OUTBOX_DISPATCH_SCHEDULE must be a cron pattern such as "*/2 * * * * *" (got "${env.OUTBOX_DISPATCH_SCHEDULE}")`);
  }
  return {
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || 'Rounds <no-reply@localhost>',
    outboxDispatchSchedule: dispatchSchedule,
    outboxRetryBaseMs: positiveInteger('OUTBOX_RETRY_BASE_SECONDS', env.OUTBOX_RETRY_BASE_SECONDS, 30, problems) * 1000,
    webhookAllowedPrivateHosts: (env.WEBHOOK_ALLOWED_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  };
}

function readDatabaseLimits(env: NodeJS.ProcessEnv, problems: string[]): DatabaseLimits {
  const seconds = (name: string, fallback: number) => positiveInteger(name, env[name], fallback, problems) * 1000;
  return {
    statementTimeoutMs: seconds('DATABASE_STATEMENT_TIMEOUT_SECONDS', 15),
    lockTimeoutMs: seconds('DATABASE_LOCK_TIMEOUT_SECONDS', 5),
    acquireTimeoutMs: seconds('DATABASE_ACQUIRE_TIMEOUT_SECONDS', 3),
    requestTimeoutMs: seconds('REQUEST_TIMEOUT_SECONDS', 20),
  };
}

/** PUBLIC_ORIGIN: an http(s) origin without a path; required in production, null elsewhere when unset. */
function readPublicOrigin(raw: string | undefined, isProduction: boolean, problems: string[]): string | null {
  const text = raw?.trim();
  if (!text) {
    if (isProduction) problems.push('PUBLIC_ORIGIN is required in production: the address visitors reach the shop at, such as https://rounds.example (share links and sitemaps start with it)');
    return null;
  }
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash) return url.origin;
  } catch {
    // reported below
  }
  problems.push(`PUBLIC_ORIGIN must be an http(s) origin such as https://rounds.example, without a path (got "${raw}")`);
  return null;
}

/** A key is 32 bytes, written as 64 hex digits or base64 (44 characters). */
function parseBankingKey(name: string, raw: string, problems: string[]): string | null {
  const text = raw.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (bytes.length !== 32 || (!/^[0-9a-fA-F]{64}$/.test(text) && bytes.toString('base64') !== text)) {
    problems.push(`${name} must be a 32-byte key as 64 hex digits or base64 (e.g. openssl rand -base64 32)`);
    return null;
  }
  return bytes.toString('base64');
}

const KEY_ID_PATTERN = /^[A-Za-z0-9_.-]{1,32}$/;

/** BANKING_ENCRYPTION_KEY(_ID) and BANKING_ENCRYPTION_PREVIOUS_KEYS ("id:key,id:key"): docs/operations.md, "Banking details". */
function readBankingEncryptionKeys(env: NodeJS.ProcessEnv, isProduction: boolean, problems: string[]): BankingEncryptionKeys {
  const keys: Record<string, string> = {};
  for (const entry of (env.BANKING_ENCRYPTION_PREVIOUS_KEYS ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const separator = entry.indexOf(':');
    const id = separator > 0 ? entry.slice(0, separator) : '';
    if (!KEY_ID_PATTERN.test(id)) {
      problems.push('BANKING_ENCRYPTION_PREVIOUS_KEYS must be a comma-separated list of keyId:key');
      continue;
    }
    const key = parseBankingKey(`BANKING_ENCRYPTION_PREVIOUS_KEYS (${id})`, entry.slice(separator + 1), problems);
    if (key) keys[id] = key;
  }
  const raw = env.BANKING_ENCRYPTION_KEY?.trim();
  if (!raw) {
    if (isProduction) problems.push('BANKING_ENCRYPTION_KEY is required in production (32 bytes, e.g. openssl rand -base64 32)');
    keys[DEVELOPMENT_BANKING_KEY_ID] = createHash('sha256').update(DEVELOPMENT_BANKING_KEY).digest('base64');
    return { currentKeyId: DEVELOPMENT_BANKING_KEY_ID, keys };
  }
  const currentKeyId = env.BANKING_ENCRYPTION_KEY_ID?.trim() || 'k1';
  if (!KEY_ID_PATTERN.test(currentKeyId)) problems.push('BANKING_ENCRYPTION_KEY_ID must be 1–32 letters, digits, ".", "_" or "-"');
  const key = parseBankingKey('BANKING_ENCRYPTION_KEY', raw, problems);
  if (key) keys[currentKeyId] = key;
  return { currentKeyId, keys };
}

type EarningsConfig = Pick<AppConfig, 'commissionHoldDays' | 'payoutMinimumCents' | 'payoutSchedule' | 'creatorMetricsSchedule' | 'giftOfferExpirySchedule'>;

/** The commission ledger and payouts (docs/operations.md). */
function readEarningsSettings(env: NodeJS.ProcessEnv, problems: string[]): EarningsConfig {
  const holdText = env.COMMISSION_HOLD_DAYS?.trim() || '14';
  const commissionHoldDays = Number(holdText);
  if (!Number.isInteger(commissionHoldDays) || commissionHoldDays < 0 || commissionHoldDays > 365) problems.push(`COMMISSION_HOLD_DAYS must be a whole number of days 0–365 (got "${env.COMMISSION_HOLD_DAYS}")`);
  const minimumText = env.PAYOUT_MINIMUM?.trim() || '25';
  const minimumDollars = Number(minimumText);
  if (!Number.isFinite(minimumDollars) || minimumDollars < 0 || Math.round(minimumDollars * 100) !== minimumDollars * 100) problems.push(`PAYOUT_MINIMUM must be an amount in dollars ≥ 0 with at most two decimals (got "${env.PAYOUT_MINIMUM}")`);
  const schedule = (name: string, fallback: string): string => {
    const pattern = env[name]?.trim() || fallback;
    try {
      CronExpressionParser.parse(pattern, { tz: 'UTC' });
    } catch {
      problems.push(`${name} must be a cron pattern such as "${fallback}" (got "${env[name]}")`);
    }
    return pattern;
  };
  return {
    commissionHoldDays,
    payoutMinimumCents: Math.round(minimumDollars * 100),
    payoutSchedule: schedule('PAYOUT_SCHEDULE', '0 9 * * 5'),
    creatorMetricsSchedule: schedule('CREATOR_METRICS_SCHEDULE', '*/15 * * * *'),
    giftOfferExpirySchedule: schedule('GIFT_OFFER_EXPIRY_SCHEDULE', '*/10 * * * *'),
  };
}

type OperationsSettings = Pick<AppConfig, 'logFormat' | 'metricsAllow' | 'metricsToken' | 'metricsPort' | 'shutdownTimeoutMs' | 'shutdownDelayMs'>;

/** Logs, metrics and shutdown (docs/operations.md, "Monitoring" and "Stopping"). */
function readOperationsSettings(env: NodeJS.ProcessEnv, nodeEnv: string, problems: string[]): OperationsSettings {
  const logFormat = (env.LOG_FORMAT || (nodeEnv === 'development' ? 'pretty' : 'json')) as AppConfig['logFormat'];
  if (!['json', 'pretty'].includes(logFormat)) problems.push(`LOG_FORMAT must be json or pretty (got "${env.LOG_FORMAT}")`);

  const allowText = (env.METRICS_ALLOW ?? 'loopback').trim();
  const metricsAllow = allowText === 'none' ? [] : allowText.split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    proxyAddr.compile(metricsAllow);
  } catch {
    problems.push(`METRICS_ALLOW must be "none" or a comma-separated list of addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal (got "${env.METRICS_ALLOW}")`);
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken && metricsToken.length < 16) problems.push('METRICS_TOKEN must be at least 16 characters');

  // Tests start several workers at once: each gets a free port unless told otherwise.
  const metricsPort = Number(env.METRICS_PORT ?? (nodeEnv === 'test' ? 0 : 9464));
  if (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535) problems.push(`METRICS_PORT must be a port number 0–65535 (got "${env.METRICS_PORT}")`);

  const milliseconds = (name: string, fallback: number): number => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0) problems.push(`${name} must be a whole number of milliseconds (got "${raw}")`);
    return value;
  };
  return {
    logFormat,
    metricsAllow,
    metricsToken,
    metricsPort,
    shutdownTimeoutMs: milliseconds('SHUTDOWN_TIMEOUT_MS', 25_000),
    shutdownDelayMs: milliseconds('SHUTDOWN_DELAY_MS', 0),
  };
}

/** The repository root, whether running from src (tests) or dist. */
function defaultBaseDir(): string {
  // src/config or dist/config → backend → repo root
  return require('node:path').resolve(__dirname, '..', '..', '..');
}

export const APP_CONFIG = Symbol('APP_CONFIG');
