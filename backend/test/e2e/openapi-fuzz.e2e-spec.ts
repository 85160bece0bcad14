import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { BadRequest, badRequestsFor, FuzzOperation, KnownValues, listOperations, loadOpenApiDocument } from '../support/bad-requests';
import { ACCEPTED_CARD, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Every operation of docs/openapi.json gets at least 30 bad variants, sent as the role that reaches
 * its handler and as every other role; any 5xx, or an answer that costs more than 2 s of CPU, fails the
 * operation and prints the requests. Operations added later are covered without touching this file.
 *
 * Cost is the CPU time this process (the app runs in it, and requests go one at a time) spent on the
 * answer, not its wall time: an input that blows up a parser or a pattern costs that CPU on any machine,
 * while wall time also counts the other suites a busy CI machine runs. Speed itself is measured by the
 * benchmarks, not here.
 */
const COSTLIEST_ACCEPTABLE_CPU_MS = 2_000;
/** An answer that has not come after this long never will: it counts as a server failure. */
const NO_ANSWER_MS = 30_000;
const MINIMUM_VARIANTS = 30;
const VARIANTS_PER_OTHER_ROLE = 4;
const ROLES = ['anonymous', 'shopper', 'creator', 'brand', 'admin'] as const;
type Role = (typeof ROLES)[number];
const DEMO_ACCOUNT: Record<Exclude<Role, 'anonymous'>, string> = { shopper: 'shopper', creator: 'curator', brand: 'brand', admin: 'admin' };
/** Operations that start or end the caller's own session: sent without one, on a fresh client. */
const SESSION_OPERATIONS = new Set(['/api/login', '/api/logout', '/api/register']);

const operations = listOperations(loadOpenApiDocument());

function primaryRole(operation: FuzzOperation): Role {
  if (SESSION_OPERATIONS.has(operation.template)) return 'anonymous';
  if (/^\/(api\/)?admin(\/|$)|\/admin\//.test(operation.template)) return 'admin';
  if (operation.template.startsWith('/api/brands') && operation.method !== 'get') return 'brand';
  return operation.protected ? 'shopper' : 'anonymous';
}

describe('Bad input never gets a 5xx: every OpenAPI operation, fuzzed (e2e)', () => {
  let app: TestApp;
  const agents = new Map<Role, TestAgent>();
  let requestsSent = 0;
  let known: KnownValues = {};
  const startedAt = Date.now();

  beforeAll(async () => {
    app = await createTestApp({
      seedDemo: true,
      env: { THROTTLE_ANON_PER_MINUTE: '100000', THROTTLE_SIGNIN_PER_MINUTE: '100000' },
    });
    agents.set('anonymous', request.agent(app.app.getHttpServer()));
    for (const role of ROLES.filter((r) => r !== 'anonymous') as Exclude<Role, 'anonymous'>[]) {
      agents.set(role, await app.signIn(DEMO_ACCOUNT[role]));
    }
    known = await realValuesOfTheDemoShop();
  });

  /** Real ids and a valid address, so a variant breaks one field while every other field passes. */
  async function realValuesOfTheDemoShop(): Promise<KnownValues> {
    const anonymous = agents.get('anonymous')!;
    const [product] = (await anonymous.get('/api/products?limit=1&state=CA').expect(200)).body;
    const [brand] = (await anonymous.get('/api/brands').expect(200)).body;
    const [creator] = (await anonymous.get('/api/creators?limit=1').expect(200)).body;
    const cartItem = (await agents.get('shopper')!.post('/api/cart').send({ productId: product.id, quantity: 1, fulfillmentType: 'shipping' }).expect(201)).body;
    return {
      productId: product.id,
      id: product.id,
      brandId: brand.id,
      creatorId: creator.id,
      handle: creator.handle,
      cartItemId: cartItem.id,
      shippingInfo: shippingInfo(),
      paymentInfo: ACCEPTED_CARD,
      fulfillmentType: 'shipping',
      quantity: 1,
      username: 'fuzz_user',
      password: 'a-long-enough-password',
    };
  }

  afterAll(async () => {
    console.log(`OpenAPI fuzz: ${requestsSent} requests over ${operations.length} operations in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    await app?.close();
  });

  it('reads a document with operations to fuzz', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((operation) => [`${operation.method.toUpperCase()} ${operation.template}`, operation] as const))(
    '%s',
    async (_name, operation) => {
      const variants = badRequestsFor(operation, MINIMUM_VARIANTS, known);
      expect(variants.length).toBeGreaterThanOrEqual(MINIMUM_VARIANTS);
      const main = primaryRole(operation);
      const plan: Array<[Role, BadRequest]> = variants.map((variant) => [main, variant]);
      for (const role of ROLES.filter((r) => r !== main)) {
        variants.slice(0, VARIANTS_PER_OTHER_ROLE).forEach((variant) => plan.push([role, variant]));
      }

      const problems: string[] = [];
      for (const [role, variant] of plan) {
        const outcome = await send(operation, role, variant);
        requestsSent += 1;
        if (outcome.status >= 500 || outcome.cpuMilliseconds > COSTLIEST_ACCEPTABLE_CPU_MS) {
          problems.push(describeProblem(operation, role, variant, outcome));
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('kept every role signed in (the variants reached the handlers, not only the guards)', async () => {
    for (const role of ROLES.filter((r) => r !== 'anonymous')) {
      await agents.get(role)!.get('/api/user').expect(200);
    }
  });

  async function send(operation: FuzzOperation, role: Role, variant: BadRequest): Promise<Outcome> {
    const client = SESSION_OPERATIONS.has(operation.template) ? request(app.app.getHttpServer()) : agents.get(role)!;
    const started = Date.now();
    const cpuBefore = process.cpuUsage();
    const measured = (status: number, body: string): Outcome => {
      const cpu = process.cpuUsage(cpuBefore);
      return { status, milliseconds: Date.now() - started, cpuMilliseconds: Math.round((cpu.user + cpu.system) / 1000), body };
    };
    let pending = client[operation.method](variant.url).timeout(NO_ANSWER_MS);
    for (const [name, value] of Object.entries(variant.headers)) pending = pending.set(name, value);
    try {
      const response = variant.body === undefined ? await pending : await pending.send(variant.body);
      return measured(response.status, response.text?.slice(0, 300) ?? '');
    } catch (error) {
      // A dropped connection or no answer counts as a server failure.
      return measured(599, String(error));
    }
  }
});

interface Outcome {
  status: number;
  milliseconds: number;
  cpuMilliseconds: number;
  body: string;
}

function describeProblem(operation: FuzzOperation, role: Role, variant: BadRequest, outcome: Outcome): string {
  const body = variant.body === undefined ? '' : ` body=${truncate(Buffer.isBuffer(variant.body) ? `<${variant.body.length} bytes>` : variant.body)}`;
  return `${outcome.status} in ${outcome.milliseconds} ms (${outcome.cpuMilliseconds} ms of CPU) as ${role}: ${operation.method.toUpperCase()} ${truncate(variant.url)} [${variant.label}] headers=${truncate(JSON.stringify(variant.headers))}${body} → ${truncate(outcome.body)}`;
}

function truncate(text: string, length = 200): string {
  return text.length > length ? `${text.slice(0, length)}…(${text.length} chars)` : text;
}
