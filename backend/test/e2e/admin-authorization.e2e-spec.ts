import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '../support/test-app';

interface Operation {
  security?: unknown[];
  description?: string;
  responses: Record<string, { description?: string }>;
}

const openapi = JSON.parse(readFileSync(resolve(__dirname, '../../../docs/openapi.json'), 'utf8')) as { paths: Record<string, Record<string, Operation>> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/**
 * Every admin operation of docs/openapi.json: those under /api/admin, and any other whose 403 answer is
 * "Not an admin" (the featured toggles). Each must answer 401 signed out and 403 for every role but admin.
 */
const adminOperations = Object.entries(openapi.paths).flatMap(([path, item]) =>
  METHODS.filter((method) => item[method])
    .filter((method) => path.startsWith('/api/admin/') || /with the role admin\b/.test(item[method].description ?? ''))
    .map((method) => ({ method, path, url: path.replace(/\{[^}]+\}/g, () => randomUUID()) })),
);

describe('Admin endpoints refuse everyone but admins (e2e, every admin route in docs/openapi.json)', () => {
  let app: TestApp;
  const agents: Record<string, TestAgent> = {};

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
    agents.user = await app.signIn('shopper');
    agents.creator = await app.signIn('curator');
    agents.brand = await app.signIn('brand');
  });
  afterAll(() => app?.close());

  it('finds the admin operations, the new ones among them', () => {
    const names = adminOperations.map((o) => `${o.method.toUpperCase()} ${o.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/users',
        'PUT /api/admin/users/{userId}/tier',
        'POST /api/admin/users/{userId}/deactivate',
        'PUT /api/admin/signup-modal-state',
        'GET /api/admin/signups',
        'GET /api/admin/orders',
        'GET /api/admin/audit-log',
        'GET /api/admin/stats',
        'GET /api/admin/creators',
        'PUT /api/creators/{id}/featured',
        'PUT /api/cohorts/{id}/featured',
      ]),
    );
  });

  it.each(adminOperations)('$method $path: 401 signed out, 403 for user, creator and brand', async ({ method, url }) => {
    const send = (agent: TestAgent | ReturnType<TestApp['http']>) => agent[method](url).send({});
    expect((await send(app.http())).status).toBe(401);
    for (const role of ['user', 'creator', 'brand']) {
      const response = await send(agents[role]);
      expect({ role, status: response.status }).toEqual({ role, status: 403 });
    }
  });

  it('lets the admin through (no 401/403) on every one of them', async () => {
    const admin = await app.signIn('admin');
    for (const { method, url, path } of adminOperations) {
      const status = (await admin[method](url).send({})).status;
      expect({ path, method, ok: status !== 401 && status !== 403 }).toEqual({ path, method, ok: true });
    }
  });
});
