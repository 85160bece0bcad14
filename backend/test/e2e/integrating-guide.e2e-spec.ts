import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { webhookSignature } from '../../src/modules/notifications';
import { ACCEPTED_CARD, createBrand, createProduct, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { startTestWebhookReceiver, TestWebhookReceiver } from '../support/test-webhook-receiver';

/**
 * docs/integrating.md cannot rot: every ```sh example under an `<!-- expect: STATUS [TEXT] -->` line is
 * run with curl, in order and in one shell (variables carry over), against an app started here on a
 * random port (the guide's http://localhost:3000 is replaced by it). The last curl of each example
 * must answer STATUS, and what the example prints (answers, headers with -i) must contain TEXT,
 * case-insensitively.
 */
const GUIDE = resolve(__dirname, '..', '..', '..', 'docs', 'integrating.md');
const GUIDE_BASE_URL = 'http://localhost:3000';
const STATUS_MARK = '::curl-status::';
const BLOCK_MARK = '::guide-example::';

interface Example {
  line: number;
  status: number;
  contains: string | null;
  script: string;
}

export function examplesOf(markdown: string): Example[] {
  const examples: Example[] = [];
  const pattern = /<!-- expect: (\d{3})(?: (.+?))? -->\n```sh\n([\s\S]*?)\n```/g;
  for (let match = pattern.exec(markdown); match; match = pattern.exec(markdown)) {
    examples.push({
      line: markdown.slice(0, match.index).split('\n').length,
      status: Number(match[1]),
      contains: match[2]?.trim() || null,
      script: match[3],
    });
  }
  return examples;
}

describe('docs/integrating.md: every curl example works against the app (e2e)', () => {
  let app: TestApp;
  let baseUrl: string;
  let workDir: string;
  let receiver: TestWebhookReceiver;

  beforeAll(async () => {
    receiver = await startTestWebhookReceiver();
    // The outbox is dispatched every second, and the receiver on loopback may get deliveries: the guide's Node
    // code is also run against one of them.
    app = await createTestApp({ seedDemo: true, env: { OUTBOX_DISPATCH_SCHEDULE: '* * * * * *', WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' } });
    const server = app.app.getHttpServer();
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    workDir = await mkdtemp(join(tmpdir(), 'rounds-guide-'));
  });

  afterAll(async () => {
    await new Promise<void>((done) => app.app.getHttpServer().close(() => done()));
    await app.close();
    await receiver?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  /** The guide's verifyRoundsSignature, written out as the guide shows it, run in its own Node process on `cases`. */
  const runGuideVerifier = async (cases: Array<{ secret: string; header: string } & ({ body: string } | { rawBase64: string })>): Promise<boolean[]> => {
    const markdown = await readFile(GUIDE, 'utf8');
    const code = /<!-- node-example: verify-rounds-signature -->\n```js\n([\s\S]*?)\n```/.exec(markdown)?.[1];
    expect(code).toBeDefined();
    await writeFile(join(workDir, 'verify.cjs'), code!);
    // A body given as bytes is read as the guide's Express example reads it: raw bytes, decoded as UTF-8.
    const harness = `const { verifyRoundsSignature } = require('./verify.cjs');
      const cases = JSON.parse(require('node:fs').readFileSync('cases.json', 'utf8'));
      process.stdout.write(JSON.stringify(cases.map((c) => verifyRoundsSignature(c.secret, c.rawBase64 === undefined ? c.body : Buffer.from(c.rawBase64, 'base64').toString('utf8'), c.header))));`;
    await writeFile(join(workDir, 'harness.cjs'), harness);
    await writeFile(join(workDir, 'cases.json'), JSON.stringify(cases));
    const { stdout } = await promisify(execFile)(process.execPath, ['harness.cjs'], { cwd: workDir });
    return JSON.parse(stdout);
  };

  it('has examples for sign-in, the Origin rule, paging, idempotency, uploads, jobs and errors', async () => {
    const examples = examplesOf(await readFile(GUIDE, 'utf8'));
    const all = examples.map((example) => example.script).join('\n');
    for (const topic of ['/api/login', 'Origin:', 'limit=', 'Idempotency-Key', '-F file=@', '/api/admin/jobs/', 'not-a-uuid']) {
      expect(all).toContain(topic);
    }
    expect(examples.length).toBeGreaterThanOrEqual(12);
  });

  it('answers every example as the guide says', async () => {
    const examples = examplesOf(await readFile(GUIDE, 'utf8'));
    // One shell for all examples, so a variable or file one example makes is there for the next. Every
    // curl prints its status after its answer; a marker separates the examples.
    const script = [
      'set -u',
      `curl() { command curl -sS -w '\\n${STATUS_MARK}%{http_code}\\n' "$@"; }`,
      ...examples.flatMap((example, index) => [`echo '${BLOCK_MARK}${index}'`, example.script.split(GUIDE_BASE_URL).join(baseUrl)]),
      `echo '${BLOCK_MARK}end'`,
    ].join('\n');
    await writeFile(join(workDir, 'guide.sh'), script);
    const { stdout } = await promisify(execFile)('bash', ['guide.sh'], { cwd: workDir, maxBuffer: 64 * 1024 * 1024, timeout: 300_000 });

    const outputs = stdout.split(new RegExp(`^${BLOCK_MARK}`, 'm')).slice(1);
    const problems: string[] = [];
    examples.forEach((example, index) => {
      const output = outputs[index]?.replace(/^\d+\n/, '') ?? '';
      const calls = output.split(new RegExp(`^${STATUS_MARK}`, 'm'));
      const status = calls.length > 1 ? Number(calls[calls.length - 1].trim().split('\n')[0]) : NaN;
      const answer = calls.length > 1 ? calls[calls.length - 2].split('\n').slice(calls.length > 2 ? 1 : 0).join('\n') : output;
      const where = `docs/integrating.md line ${example.line}`;
      if (status !== example.status) problems.push(`${where}: expected ${example.status}, got ${status}\n${answer.slice(0, 800)}`);
      else if (example.contains && !output.toLowerCase().includes(example.contains.toLowerCase())) {
        problems.push(`${where}: the answer does not contain ${example.contains}\n${answer.slice(0, 800)}`);
      }
    });
    expect(problems).toEqual([]);
  });

  it('verifies webhook signatures with the guide\'s Node code, as Rounds signs them', async () => {
    const secret = 'whsec_guide_test_secret';
    const body = JSON.stringify({ id: '0f1e2d3c-4b5a-4969-8877-66554433aa11', type: 'order.paid', createdAt: new Date().toISOString(), data: { orderId: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f' } });
    const now = Math.floor(Date.now() / 1000);
    const cases = [
      { header: webhookSignature(secret, body, now), secret, body, valid: true },
      { header: webhookSignature(secret, body, now), secret: 'whsec_another', body, valid: false },
      { header: webhookSignature(secret, body, now), secret, body: body.replace('order.paid', 'order.refunded'), valid: false },
      { header: webhookSignature(secret, body, now - 3600), secret, body, valid: false },
      { header: 'garbage', secret, body, valid: false },
    ];
    expect(await runGuideVerifier(cases.map(({ valid: _valid, ...given }) => given))).toEqual(cases.map((c) => c.valid));
  });

  it("verifies a delivery Rounds actually sent, its raw body and headers as the receiver got them, with the guide's Node code", async () => {
    const admin = await app.signIn('admin');
    // Only this endpoint receives: the guide's own examples may have registered others.
    for (const endpoint of (await admin.get('/api/admin/webhooks').expect(200)).body as Array<{ id: string }>) await admin.patch(`/api/admin/webhooks/${endpoint.id}`).send({ active: false }).expect(200);
    const { secret } = (await admin.post('/api/admin/webhooks').send({ url: receiver.url, events: ['order.paid'] }).expect(201)).body;
    // A name beyond ASCII: the signature covers the body's UTF-8 bytes.
    const productId = await createProduct(app, await createBrand(app, 'Maison Élise'), { name: 'Château Rye — 12 ans', priceCents: 4200 });
    const { agent } = await app.registerAndSignIn('guide');
    const { body } = await agent.post('/api/checkout').send({ productId, fulfillmentType: 'shipping', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD }).expect(201);
    const [delivery] = await receiver.waitFor((received) => received.some((hook) => hook.body.data.orderId === body.orders[0].id), 'the order.paid delivery').then((received) => received.filter((hook) => hook.body.data.orderId === body.orders[0].id));
    expect(delivery.rawBody).toContain('Château Rye — 12 ans');
    expect(delivery.headers['rounds-event-id']).toBe(delivery.body.id);
    const header = String(delivery.headers['rounds-signature']);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const raw = delivery.rawBytes;
    const tampered = Buffer.from(raw.toString('utf8').replace('"order.paid"', '"order.refunded"'), 'utf8');
    const results = await runGuideVerifier([
      { secret, header, rawBase64: raw.toString('base64') },
      { secret: 'whsec_someone_else', header, rawBase64: raw.toString('base64') },
      { secret, header, rawBase64: tampered.toString('base64') },
      // The right timestamp with a forged signature.
      { secret, header: header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`), rawBase64: raw.toString('base64') },
    ]);
    expect(results).toEqual([true, false, false, false]);
  });
});
