import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * The OpenAPI lint (backend/redocly.yaml) fails on what the API's contract forbids: the committed document passes,
 * and a copy broken in each of those ways is refused by the rule meant for it.
 */
const BACKEND = resolve(__dirname, '..');
const DOCUMENT = resolve(BACKEND, '..', 'docs', 'openapi.json');
const REDOCLY = require.resolve('@redocly/cli/bin/cli.js');

interface Problem {
  ruleId: string;
  message: string;
}

async function lint(document: unknown): Promise<Problem[]> {
  const dir = await mkdtemp(join(tmpdir(), 'rounds-openapi-lint-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const run = promisify(execFile)(process.execPath, [REDOCLY, 'lint', file, '--config', join(BACKEND, 'redocly.yaml'), '--format=json'], {
      cwd: BACKEND,
      maxBuffer: 64 * 1024 * 1024,
    });
    const { stdout } = await run.catch((error: { stdout: string }) => ({ stdout: error.stdout }));
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { problems: Problem[] };
    return report.problems.filter((problem) => (problem as { severity?: string }).severity !== 'warn');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('OpenAPI lint (Redocly CLI with backend/redocly.yaml)', () => {
  let document: Record<string, any>;

  beforeAll(async () => {
    document = JSON.parse(await readFile(DOCUMENT, 'utf8'));
  });

  it('passes the committed document', async () => {
    expect(await lint(document)).toEqual([]);
  });

  it('refuses a missing summary, missing error answers, missing examples, an unused schema and bad operationIds', async () => {
    const broken = structuredClone(document);
    const getCart = broken.paths['/api/cart'].get;
    delete getCart.summary;
    delete getCart.responses['401'];
    delete broken.paths['/api/orders/{orderId}'].get.responses['404']['x-error-codes'];
    delete broken.components.schemas.CartItemDto.properties.quantity.example;
    broken.components.schemas.NobodyUsesMe = { type: 'object', properties: { name: { type: 'string', example: 'x' } } };
    broken.paths['/api/cart/totals'].get.operationId = 'getCart';
    broken.paths['/api/user'].get.operationId = 'Get_user_1';
    broken.paths['/api/checkout'].post.responses['201'].content['application/json'].schema = { type: 'object', properties: { price: { type: 'number', example: 1 } } };

    const rules = new Set((await lint(broken)).map((problem) => problem.ruleId));
    for (const rule of [
      'operation-summary',
      'rounds/error-responses',
      'rounds/schema-examples',
      'no-unused-components',
      'operation-operationId-unique',
      'rule/operation-id-readable',
      'rounds/money-and-enums',
    ]) {
      expect([rule, rules.has(rule)]).toEqual([rule, true]);
    }
  });
});
