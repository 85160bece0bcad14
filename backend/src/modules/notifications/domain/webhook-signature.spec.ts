import { createHmac } from 'node:crypto';
import { verifyWebhookSignature, webhookSignature } from './webhook-signature';

describe('webhook signatures', () => {
  const body = JSON.stringify({ id: 'e1', type: 'order.paid', createdAt: '2026-12-14T10:00:00.000Z', data: {} });

  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const expected = createHmac('sha256', 'whsec_test').update(`1765706400.${body}`).digest('hex');
    expect(webhookSignature('whsec_test', body, 1765706400)).toBe(`t=1765706400,v1=${expected}`);
  });

  it('verifies its own signature and refuses another secret, another body or an old timestamp', () => {
    const header = webhookSignature('whsec_test', body, 1765706400);
    expect(verifyWebhookSignature('whsec_test', body, header, 1765706400)).toBe(true);
    expect(verifyWebhookSignature('whsec_other', body, header, 1765706400)).toBe(false);
    expect(verifyWebhookSignature('whsec_test', `${body} `, header, 1765706400)).toBe(false);
    expect(verifyWebhookSignature('whsec_test', body, header, 1765706400 + 301)).toBe(false);
  });
});
