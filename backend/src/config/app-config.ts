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
  redisUrl: string;
  redisUrlExplicit: boolean;
  queuePrefix: string;
  sessionSecret: string;
  demoPassword: string;
  /** Outside production the demo shop is seeded into an empty database unless SEED_DEMO_DATA=false. */
  seedDemoData: boolean;
  adminUsername?: string;
  adminPassword?: string;
  dataDir: string;
  storageDir: string;
  frontendDist: string;
  assetsDir: string;
  logLevel: 'error' | 'warn' | 'log' | 'debug';
}

export class ConfigError extends Error {}

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/rounds';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
/** DATABASE_URL=embedded asks for the embedded PostgreSQL even where a server answers. */
export const EMBEDDED_DATABASE = 'embedded';
/** REDIS_URL=none asks for in-process jobs even where Redis answers. */
export const NO_REDIS = 'none';

export function loadConfig(env: NodeJS.ProcessEnv = process.env, baseDir = defaultBaseDir()): AppConfig {
  const problems: string[] = [];
  const nodeEnv = (env.NODE_ENV ?? 'development') as AppConfig['nodeEnv'];
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${env.NODE_ENV}")`);
  }
  const isProduction = nodeEnv === 'production';

  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number 0–65535 (got "${env.PORT}")`);

  const role = (env.PROCESS_ROLE ?? 'all') as ProcessRole;
  if (!['api', 'worker', 'all'].includes(role)) problems.push(`PROCESS_ROLE must be api, worker or all (got "${env.PROCESS_ROLE}")`);

  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  if (databaseUrl !== EMBEDDED_DATABASE && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push(`DATABASE_URL must start with postgres:// or postgresql://, or be "${EMBEDDED_DATABASE}"`);
  }
  const redisUrl = env.REDIS_URL || DEFAULT_REDIS_URL;
  if (redisUrl !== NO_REDIS && !/^rediss?:\/\//.test(redisUrl)) problems.push(`REDIS_URL must start with redis:// or rediss://, or be "${NO_REDIS}"`);

  let sessionSecret = env.SESSION_SECRET ?? '';
  if (isProduction && sessionSecret.length < 32) {
    problems.push('SESSION_SECRET is required in production and must be at least 32 characters');
  }
  if (!sessionSecret) sessionSecret = 'rounds-development-session-secret-not-for-production';

  const demoPassword = env.DEMO_PASSWORD || 'rounds-demo-21';
  if (demoPassword.length < 8) problems.push('DEMO_PASSWORD must be at least 8 characters');
  if (env.ADMIN_USERNAME && !env.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD is required when ADMIN_USERNAME is set');
  if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 8) problems.push('ADMIN_PASSWORD must be at least 8 characters');

  const logLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'log')) as AppConfig['logLevel'];

  if (problems.length) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);

  const dataDir = env.DATA_DIR || `${baseDir}/.data`;
  return {
    nodeEnv,
    isProduction,
    port,
    role,
    databaseUrl,
    databaseUrlExplicit: Boolean(env.DATABASE_URL),
    redisUrl,
    redisUrlExplicit: Boolean(env.REDIS_URL),
    queuePrefix: env.QUEUE_PREFIX || 'rounds',
    sessionSecret,
    demoPassword,
    seedDemoData: !isProduction && env.SEED_DEMO_DATA !== 'false',
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    dataDir,
    storageDir: env.STORAGE_DIR || `${dataDir}/storage`,
    frontendDist: env.FRONTEND_DIST || `${baseDir}/frontend/dist`,
    assetsDir: `${baseDir}/backend/assets`,
    logLevel,
  };
}

/** The repository root, whether running from src (tests) or dist. */
function defaultBaseDir(): string {
  // src/config or dist/config → backend → repo root
  return require('node:path').resolve(__dirname, '..', '..', '..');
}

export const APP_CONFIG = Symbol('APP_CONFIG');
