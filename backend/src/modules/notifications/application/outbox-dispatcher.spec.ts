import { newHandler } from '../../../../test/support/fake-ports';
import { recordingUnitOfWork } from '../../../../test/support/recording-unit-of-work';
import { FixedClock } from '../../../shared/application/clock.port';
import { OutboxDispatcher } from './outbox-dispatcher';
import type { ClaimedDelivery } from './ports/outbox-store.port';

const NOW = new Date('2026-12-14T10:00:00Z');
const SETTINGS = { publicOrigin: 'https://shop.rounds.test', retryBaseMs: 30_000, unsubscribeKey: 'k' };

function delivery(overrides: Partial<ClaimedDelivery> = {}): ClaimedDelivery {
  return {
    id: 'd1',
    eventId: 'e1',
    channel: 'webhook',
    recipient: 'w1',
    attempts: 0,
    createdAt: NOW,
    event: { type: 'order.paid', data: { orderId: 'o1', orderNumber: 'A1', lines: [], subtotalCents: 1000, feesCents: 0, taxCents: 80, totalCents: 1080 }, createdAt: NOW, recipientUserId: 'u1' },
    endpoint: { id: 'w1', url: 'https://erp.example.com/hooks', secret: 'whsec_x' },
    optionalKind: null,
    ...overrides,
  };
}

function dispatcher(claimed: ClaimedDelivery) {
  const { handler, ports } = newHandler(OutboxDispatcher, { 4: recordingUnitOfWork([]), 5: new FixedClock(NOW), 6: SETTINGS });
  const [store, outbox, mail, webhooks] = ports;
  store.fanOut.mockResolvedValue(0);
  store.dueDeliveries.mockResolvedValueOnce([claimed.id]).mockResolvedValue([]);
  store.claim.mockResolvedValue(claimed);
  store.markFailed.mockResolvedValue({ endpointNowFailing: null });
  return { handler, store, outbox, mail, webhooks };
}

describe('OutboxDispatcher', () => {
  it('signs a webhook with the event id and type and records the 2xx', async () => {
    const { handler, store, webhooks } = dispatcher(delivery());
    webhooks.post.mockResolvedValue({ ok: true, status: 204 });
    expect(await handler.dispatch()).toEqual({ fannedOut: 0, delivered: 1, retried: 0, failed: 0 });
    const [url, headers, body] = webhooks.post.mock.calls[0]!;
    expect(url).toBe('https://erp.example.com/hooks');
    expect(headers).toMatchObject({ 'rounds-event-id': 'e1', 'rounds-event-type': 'order.paid', 'rounds-signature': expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/) });
    expect(JSON.parse(body)).toEqual({ id: 'e1', type: 'order.paid', createdAt: NOW.toISOString(), data: expect.objectContaining({ orderId: 'o1' }) });
    expect(store.markDelivered).toHaveBeenCalledWith(expect.anything(), 'd1', NOW, 204);
  });

  it('retries a refused attempt after the base delay, doubled per attempt', async () => {
    const { handler, store, webhooks } = dispatcher(delivery({ attempts: 2 }));
    webhooks.post.mockResolvedValue({ ok: false, status: 503, error: 'the endpoint answered 503' });
    expect(await handler.dispatch()).toMatchObject({ retried: 1 });
    expect(store.markRetry).toHaveBeenCalledWith(expect.anything(), 'd1', new Date(NOW.getTime() + 120_000), { ok: false, responseCode: 503, error: 'the endpoint answered 503' });
  });

  it('gives up after three days and tells every admin that the endpoint is failing', async () => {
    const old = new Date(NOW.getTime() - 3 * 24 * 3600_000);
    const { handler, store, outbox, webhooks } = dispatcher(delivery({ attempts: 12, createdAt: old }));
    webhooks.post.mockResolvedValue({ ok: false, status: 500, error: 'the endpoint answered 500' });
    store.markFailed.mockResolvedValue({ endpointNowFailing: { id: 'w1', url: 'https://erp.example.com/hooks' } });
    store.adminIds.mockResolvedValue(['admin-1', 'admin-2']);
    expect(await handler.dispatch()).toMatchObject({ failed: 1 });
    expect(outbox.record).toHaveBeenCalledTimes(2);
    expect(outbox.record).toHaveBeenCalledWith(expect.anything(), { type: 'webhook.endpoint_failing', recipient: { userId: 'admin-2' }, data: { endpointId: 'w1', url: 'https://erp.example.com/hooks', since: old.toISOString() } });
  });

  it('puts the one-click unsubscribe headers on optional mail only', async () => {
    const optional = delivery({ channel: 'mail', recipient: 'maya@example.com', endpoint: null, optionalKind: 'gift_offers', event: { type: 'gift_offer.received', data: { offerId: 'g1', brandName: 'Highland', productName: 'Rye' }, createdAt: NOW, recipientUserId: 'u1' } });
    const { handler, mail } = dispatcher(optional);
    await handler.dispatch();
    expect(mail.send.mock.calls[0]![1].headers).toEqual({ 'List-Unsubscribe': expect.stringMatching(/^<https:\/\/shop\.rounds\.test\/api\/notifications\/unsubscribe\?token=u1\.gift_offers\.[0-9a-f]{64}>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    const transactional = dispatcher(delivery({ channel: 'mail', recipient: 'maya@example.com', endpoint: null }));
    await transactional.handler.dispatch();
    expect(transactional.mail.send.mock.calls[0]![1].headers).toEqual({});
  });
});
