import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../../src/config/app-config';

const ROOT = resolve(__dirname, '..', '..', '..');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
}

/** What an operator is made to provide; everything else has a default in the file. */
const OPERATOR_ENV: Record<string, string> = { PUBLIC_ORIGIN: 'https://rounds.example', SESSION_SECRET: 's'.repeat(40), BANKING_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), TLS_CERT_DIR: './certs', SMTP_URL: 'smtp://mailer:secret@mail.example:587' };

/** Compose's ${NAME}, ${NAME:-default} and ${NAME:?message}, from OPERATOR_ENV. */
function interpolate(value: string): string {
  return value.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_match, name: string, kind?: string, text?: string) => {
    if (OPERATOR_ENV[name] !== undefined) return OPERATOR_ENV[name];
    if (kind === '?') throw new Error(`${name} is required: ${text}`);
    return kind === '-' ? (text ?? '') : '';
  });
}

function milliseconds(duration: string): number {
  const match = /^(\d+)(ms|s|m)$/.exec(duration);
  if (!match) throw new Error(`Not a compose duration: ${duration}`);
  return Number(match[1]) * { ms: 1, s: 1000, m: 60_000 }[match[2] as 'ms' | 's' | 'm'];
}

/** The environment names loadConfig reads when given this environment (recorded as it reads them). */
function namesReadByConfig(environment: Record<string, string>): Set<string> {
  const read = new Set<string>();
  const recording = new Proxy(environment, {
    get(target, name) {
      if (typeof name === 'string') read.add(name);
      return Reflect.get(target, name);
    },
  });
  loadConfig(recording as NodeJS.ProcessEnv);
  return read;
}

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(resolve(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
  const { services } = compose;
  const envOf = (name: string) => Object.fromEntries(Object.entries(services[name].environment ?? {}).map(([key, value]) => [key, interpolate(String(value))]));

  it('runs PostgreSQL, Redis, API and worker processes from one image, and a proxy', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'proxy', 'redis', 'worker']);
    expect(services.api.build).toEqual({ context: '.', dockerfile: 'backend/Dockerfile' });
    expect(services.worker.build).toEqual(services.api.build);
    expect(services.api.command).toEqual(['node', 'backend/dist/main.api.js']);
    expect(services.worker.command).toEqual(['node', 'backend/dist/main.worker.js']);
    for (const name of ['api', 'worker']) {
      expect(services[name].depends_on).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } });
    }
    expect(services.redis.command).toEqual(expect.arrayContaining(['--appendonly', 'yes']));
  });

  it('checks health: /api/ready for the API, the worker /health on its METRICS_PORT, and the stores', () => {
    expect(services.api.healthcheck!.test.join(' ')).toContain('http://127.0.0.1:3000/api/ready');
    expect(envOf('api').PORT).toBe('3000');
    expect(services.worker.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${envOf('worker').METRICS_PORT}/health`);
    expect(services.postgres.healthcheck!.test.join(' ')).toContain('pg_isready');
    expect(services.redis.healthcheck!.test).toEqual(['CMD', 'redis-cli', 'ping']);
  });

  it('gives API and workers one storage volume, mounted where STORAGE_DIR points', () => {
    const mounts = (name: string) => (services[name].volumes ?? []).map((volume) => volume.split(':'));
    const [apiVolume, apiPath] = mounts('api').find(([source]) => !source.startsWith('.'))!;
    expect(mounts('worker')).toContainEqual([apiVolume, apiPath]);
    expect(Object.keys(compose.volumes)).toContain(apiVolume);
    expect(envOf('api').STORAGE_DIR).toBe(apiPath);
    expect(envOf('worker').STORAGE_DIR).toBe(apiPath);
  });

  it('sets only environment names the config reads, with values it accepts', () => {
    for (const name of ['api', 'worker']) {
      const environment = envOf(name);
      const read = namesReadByConfig(environment);
      const unread = Object.keys(environment).filter((key) => !read.has(key));
      expect({ service: name, unread }).toEqual({ service: name, unread: [] });
      expect(loadConfig(environment as NodeJS.ProcessEnv)).toMatchObject({ isProduction: true, storageDir: environment.STORAGE_DIR });
    }
  });

  it('runs the app as its own role (rounds_app, created with the volume) and the migrations as the tables\' owner', () => {
    const postgres = envOf('postgres');
    for (const name of ['api', 'worker']) {
      const environment = envOf(name);
      const app = new URL(environment.DATABASE_URL);
      const owner = new URL(environment.DATABASE_MIGRATION_URL);
      expect({ service: name, app: app.username, owner: owner.username }).toEqual({ service: name, app: 'rounds_app', owner: postgres.POSTGRES_USER });
      expect(decodeURIComponent(app.password)).toBe(postgres.ROUNDS_APP_PASSWORD);
      expect(decodeURIComponent(owner.password)).toBe(postgres.POSTGRES_PASSWORD);
      expect([app.host, app.pathname]).toEqual([owner.host, `/${postgres.POSTGRES_DB}`]);
      expect(loadConfig(environment as NodeJS.ProcessEnv).databaseMigrationUrl).toBe(environment.DATABASE_MIGRATION_URL);
    }
    // The init script runs the role's SQL (the one docs/operations.md prescribes) from where it is mounted.
    const mounts = new Map((services.postgres.volumes ?? []).filter((volume) => volume.startsWith('./')).map((volume) => volume.split(':').slice(0, 2).reverse() as [string, string]));
    const script = mounts.get('/docker-entrypoint-initdb.d/10-app-role.sh')!;
    expect(script).toBeDefined();
    const scriptText = readFileSync(resolve(ROOT, script), 'utf8');
    const sqlTarget = /-f (\S+)/.exec(scriptText)![1];
    expect(readFileSync(resolve(ROOT, mounts.get(sqlTarget)!), 'utf8')).toMatch(/create role :"app_role" login/);
    expect(scriptText).toContain('app_role="${ROUNDS_APP_ROLE:-rounds_app}"');
    expect(statSync(resolve(ROOT, script)).mode & 0o111).not.toBe(0);
  });

  it('lets a stopping process drain: Docker waits longer than SHUTDOWN_TIMEOUT_MS before SIGKILL', () => {
    for (const name of ['api', 'worker']) {
      const { shutdownTimeoutMs } = loadConfig(envOf(name) as NodeJS.ProcessEnv);
      expect(milliseconds(services[name].stop_grace_period ?? '10s')).toBeGreaterThan(shutdownTimeoutMs);
    }
  });

  it('reaches the API only through the proxy, whose configuration is the documented nginx example', () => {
    expect(services.api.ports).toBeUndefined();
    // One proxy in front: the API trusts exactly one hop of X-Forwarded-For.
    expect(loadConfig(envOf('api') as NodeJS.ProcessEnv).trustProxy).toBe(1);
    expect(services.proxy.depends_on).toEqual({ api: { condition: 'service_healthy' } });
    const [source, target] = services.proxy.volumes!.find((volume) => volume.includes('nginx'))!.split(':');
    expect(target).toBe('/etc/nginx/conf.d/default.conf');
    const nginx = readFileSync(resolve(ROOT, source), 'utf8');
    expect(existsSync(resolve(ROOT, source))).toBe(true);
    expect(nginx).toMatch(/server api:3000 resolve/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(nginx).toMatch(/proxy_set_header X-Forwarded-Proto \$scheme;/);
    expect(nginx).toMatch(/location = \/metrics \{\s*return 404;/);
    expect(nginx).toMatch(/client_max_body_size 101m;/);
  });
});

describe('backend/Dockerfile', () => {
  const dockerfile = readFileSync(resolve(ROOT, 'backend', 'Dockerfile'), 'utf8');

  it('builds and runs on Node 24 and installs exactly the lockfile', () => {
    const images = [...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^node:24\./);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).not.toMatch(/npm install/);
  });
});
