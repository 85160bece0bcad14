import { newHandler } from '../../../../../test/support/fake-ports';
import { recordingUnitOfWork } from '../../../../../test/support/recording-unit-of-work';
import { FixedClock } from '../../../../shared/application/clock.port';
import type { PurchasableProduct } from '../../../catalog';
import { FIRST_VERSION_DELIVERY_STATES, firstVersionRule, GetStateRulesQuery, type RuleSnapshot, type StateRule } from '../../../compliance';
import { CheckoutProductNotFoundError, checkoutAuthorizationKey, EmptyCartError, PaymentDeclinedError, type CheckoutResult, type NewOrder, type PlannedOrder } from '../../../ordering';
import { CheckoutCommand, type Purchase } from './checkout.command';
import { CheckoutFlow } from './checkout.flow';

const NOW = new Date('2026-03-31T12:00:00Z');
const shippingInfo = { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '5550134', street: '1 St', city: 'LA', state: 'CA', zipCode: '90001' };
const bourbon = {
  id: 'p1',
  name: 'Small Batch Bourbon',
  priceCents: 4250,
  available: true,
  deliveryAvailable: true,
  shippingAvailable: false,
  markets: [],
  deliveryFeeCents: 499,
  freeDeliveryMinCents: 7500,
  shippingFeeCents: 899,
  freeShippingMinCents: 7500,
} as unknown as PurchasableProduct;
const cartLine = (id: string, fulfillmentType: 'delivery' | 'shipping', priceCents: number) => ({
  id,
  productId: `p-${id}`,
  quantity: 1,
  fulfillmentType,
  product: { ...bourbon, id: `p-${id}`, name: `Bottle ${id}`, priceCents, shippingAvailable: true, freeDeliveryMinCents: null, freeShippingMinCents: null, shippingFeeCents: 0 },
});

/** Every participant faked; the flow's order of steps, in one transaction, is what is under test. */
function setup(options: { declined?: boolean; replay?: CheckoutResult; product?: PurchasableProduct | null; rule?: Partial<StateRule>; alreadyOrdered?: number } = {}) {
  const steps: string[] = [];
  const unitOfWork = recordingUnitOfWork(steps);
  const { handler: flow, ports } = newHandler(CheckoutFlow, { 0: unitOfWork, 1: new FixedClock(NOW) });
  const [, , queryBus, cart, orders, payments, attribution, gifts, creatorEarnings] = ports;
  const rules: RuleSnapshot = { state: 'CA', rule: { ...firstVersionRule('CA'), ...options.rule }, deliveryStates: [...FIRST_VERSION_DELIVERY_STATES] };
  queryBus.execute.mockImplementation(async (query: unknown) => (query instanceof GetStateRulesQuery ? rules : options.product === null ? [] : [options.product ?? bourbon]));
  orders.lockAndCountBottlesSince.mockImplementation(async (_tx, _shopper, since) => (steps.push(`lock shopper, count bottles since ${since.toISOString()}`), options.alreadyOrdered ?? 0));
  cart.lockLinesForCheckout.mockImplementation(async () => (steps.push('lock cart'), [cartLine('l1', 'delivery', 3000), cartLine('l2', 'shipping', 8000)] as never));
  cart.removeCheckedOutLines.mockImplementation(async (_tx, _shopper, ids) => void steps.push(`remove cart lines ${ids.join(',')}`));
  orders.claimIdempotencyKey.mockImplementation(async () => (steps.push('claim key'), options.replay ? { kind: 'replay', response: options.replay } : { kind: 'claimed' }));
  orders.placePendingOrders.mockImplementation(async (_tx, { orders: planned, creatorId }) => {
    steps.push(`place ${planned.map((order: PlannedOrder) => `${order.fulfillmentType} ${order.subtotalCents}+${order.feeCents}+${order.taxCents}`).join(', ')} for ${creatorId}`);
    return planned.map((order: PlannedOrder, index: number) => ({ ...order, id: `o${index + 1}`, items: order.items.map((item, line) => ({ ...item, id: `i${index + 1}.${line}` })) }) as NewOrder);
  });
  orders.markPaid.mockImplementation(async (_tx, placed, sessionId) => (steps.push(`paid ${sessionId}`), { alcpaySessionId: sessionId, message: 'm', totalCents: 0, orders: placed.map((order) => ({ id: order.id })) } as unknown as CheckoutResult));
  orders.storeIdempotentResponse.mockImplementation(async () => void steps.push('store answer'));
  orders.paymentSessionInUse.mockResolvedValue(false);
  payments.authorize.mockImplementation(async (request) => (steps.push(`authorize ${request.amountCents}`), options.declined ? { outcome: 'declined', sessionId: 's0' } : { outcome: 'authorized', sessionId: 's1' }));
  payments.void.mockImplementation(async ({ sessionId }) => void steps.push(`void ${sessionId}`));
  attribution.resolveReferrer.mockImplementation(async () => (steps.push('resolve referrer'), null));
  attribution.recordAttribution.mockImplementation(async (_tx, { gifts: found }) => (steps.push(`record attribution (${found.size} gift)`), { recorded: true, creatorEarningsDeltaCents: 212 }));
  gifts.findAcceptedGift.mockResolvedValue(null);
  gifts.recordConversion.mockImplementation(async (_tx, gift) => void steps.push(`gift conversion ${gift.giftOfferId}`));
  creatorEarnings.adjust.mockImplementation(async (_tx, creatorId, delta) => void steps.push(`earnings ${creatorId} ${delta}`));
  const run = (purchase: Purchase = { kind: 'product', productId: 'p1', fulfillmentType: 'delivery', creatorId: null }, idempotency: { key: string; requestHash: string } | null = { key: 'k', requestHash: 'h' }) =>
    flow.execute(new CheckoutCommand('shopper-1', purchase, shippingInfo, { method: 'card', last4: '4242' }, idempotency));
  return { run, steps, attribution, gifts, cart, queryBus, payments, orders };
}

describe('CheckoutFlow', () => {
  it('with a rolling limit: counts the shopper’s last 30 days under the shopper’s lock before placing, and refuses what would pass it', async () => {
    const { run, steps } = setup({ rule: { maxBottlesPer30Days: 3 }, alreadyOrdered: 1 });
    await run({ kind: 'cart' });
    expect(steps.slice(0, 5)).toEqual(['begin', 'claim key', 'lock cart', 'lock shopper, count bottles since 2026-03-01T12:00:00.000Z', 'resolve referrer']);

    const refused = setup({ rule: { maxBottlesPer30Days: 3 }, alreadyOrdered: 2 });
    await expect(refused.run({ kind: 'cart' })).rejects.toMatchObject({ code: 'ROLLING_BOTTLE_LIMIT' });
    expect(refused.steps.at(-1)).toBe('rollback');
    expect(refused.steps.some((step) => step.startsWith('place'))).toBe(false);
  });


  it('one product: reads it before the transaction, places one order, charges once, marks it paid and keeps the answer', async () => {
    const { run, steps } = setup();
    await run();
    expect(steps).toEqual(['begin', 'claim key', 'resolve referrer', 'place delivery 4250+499+340 for null', 'authorize 5089', 'paid s1', 'store answer', 'commit']);
  });

  it('the cart: locks its lines, one order per group, ONE charge of the grand total, and empties the cart once paid', async () => {
    const { run, steps } = setup();
    await run({ kind: 'cart' });
    expect(steps).toEqual([
      'begin',
      'claim key',
      'lock cart',
      'resolve referrer',
      'place delivery 3000+499+240, shipping 8000+0+640 for null',
      'authorize 12379',
      'paid s1',
      'remove cart lines l1,l2',
      'store answer',
      'commit',
    ]);
  });

  it('credits a referrer before the charge: gift conversions, the ledger, then the page’s total earnings', async () => {
    const { run, steps, attribution, gifts } = setup();
    attribution.resolveReferrer.mockResolvedValue({ creatorId: 'c1', referrerUserId: 'u1', clickId: null, rule: 'named_at_checkout' });
    gifts.findAcceptedGift.mockResolvedValue({ giftOfferId: 'g1', campaignId: 'camp-1' });
    await run({ kind: 'product', productId: 'p1', fulfillmentType: 'delivery', creatorId: 'c1' });
    expect(attribution.resolveReferrer).toHaveBeenCalledWith(expect.anything(), { shopperId: 'shopper-1', explicitCreatorId: 'c1' });
    expect(gifts.findAcceptedGift).toHaveBeenCalledWith(expect.anything(), 'c1', 'p1', NOW);
    expect(steps.slice(2, 8)).toEqual(['place delivery 4250+499+340 for c1', 'record attribution (1 gift)', 'gift conversion g1', 'earnings c1 212', 'authorize 5089', 'paid s1']);
  });

  it('a replayed ledger (every line already in it) records no gift conversion and moves no earnings', async () => {
    const { run, steps, attribution } = setup();
    attribution.resolveReferrer.mockResolvedValue({ creatorId: 'c1', referrerUserId: 'u1', clickId: null, rule: 'named_at_checkout' });
    attribution.recordAttribution.mockResolvedValue({ recorded: false, creatorEarningsDeltaCents: 0 });
    await run();
    expect(steps.some((step) => step.startsWith('gift') || step.startsWith('earnings'))).toBe(false);
  });

  it('a declined card throws before anything is paid, stored or voided, and the transaction rolls back', async () => {
    const { run, steps } = setup({ declined: true });
    await expect(run()).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect(steps.slice(-2)).toEqual(['authorize 5089', 'rollback']);
  });

  it('authorizes under the request’s key: the same request retried gets the same key (so the same hold), another body another', async () => {
    const { run, payments } = setup();
    await run();
    await run();
    await run(undefined, { key: 'k', requestHash: 'another body' });
    const keys = payments.authorize.mock.calls.map(([request]) => request.idempotencyKey);
    expect(keys[0]).toBe(checkoutAuthorizationKey({ shopperId: 'shopper-1', idempotency: { key: 'k', requestHash: 'h' }, orderIds: ['o1'], amountCents: 5089 }));
    expect(keys[0]).toMatch(/^checkout:[0-9a-f]{40}:authorize$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(checkoutAuthorizationKey({ shopperId: 'shopper-1', idempotency: { key: 'k', requestHash: 'h' }, orderIds: ['o1'], amountCents: 5090 })).not.toBe(keys[0]);
  });

  it('without an Idempotency-Key, authorizes under the checkout’s first order', async () => {
    const { run, payments } = setup();
    await run(undefined, null);
    expect(payments.authorize.mock.calls[0][0].idempotencyKey).toBe('checkout:o1:authorize');
  });

  it('holds again under the next key when an earlier attempt of the request released its hold, and pays with that one', async () => {
    const { run, steps, payments } = setup();
    payments.authorize.mockImplementation(async (request) => {
      steps.push(`authorize ${request.idempotencyKey.split(':').slice(2).join(':')}`);
      return request.idempotencyKey.endsWith(':authorize') || request.idempotencyKey.endsWith(':2') ? { outcome: 'released', sessionId: 's-old' } : { outcome: 'authorized', sessionId: 's3' };
    });
    await run();
    expect(steps.slice(4, 8)).toEqual(['authorize authorize', 'authorize authorize:2', 'authorize authorize:3', 'paid s3']);
  });

  it('holds again under the next key when the hold answered already pays for orders (a reuse of the Idempotency-Key after it was forgotten)', async () => {
    const { run, steps, payments, orders } = setup();
    payments.authorize.mockImplementation(async (request) => (steps.push(`authorize ${request.idempotencyKey.split(':').slice(2).join(':')}`), request.idempotencyKey.endsWith(':authorize') ? { outcome: 'authorized', sessionId: 's-paid' } : { outcome: 'authorized', sessionId: 's2' }));
    orders.paymentSessionInUse.mockImplementation(async (_tx, sessionId) => sessionId === 's-paid');
    await run();
    expect(steps.slice(4, 7)).toEqual(['authorize authorize', 'authorize authorize:2', 'paid s2']);
  });

  it('gives up after ten released holds with a 409 asking for a new Idempotency-Key, holding nothing', async () => {
    const { run, steps, payments } = setup();
    payments.authorize.mockResolvedValue({ outcome: 'released', sessionId: 's-old' });
    await expect(run()).rejects.toMatchObject({ code: 'PAYMENT_OPERATION_REFUSED', kind: 'conflict', message: 'This Idempotency-Key has been used for 10 card authorizations already; send the checkout again with a new Idempotency-Key.' });
    expect(payments.authorize).toHaveBeenCalledTimes(10);
    expect(steps.at(-1)).toBe('rollback');
    expect(steps.some((step) => step.startsWith('void'))).toBe(false);
  });

  it('voids the payment session when anything fails after the charge', async () => {
    const { run, steps, cart } = setup();
    cart.removeCheckedOutLines.mockRejectedValue(new Error('cart could not be emptied'));
    await expect(run({ kind: 'cart' })).rejects.toThrow('cart could not be emptied');
    expect(steps.slice(-2)).toEqual(['rollback', 'void s1']);
  });

  it('replays a stored answer without pricing or charging again', async () => {
    const stored = { alcpaySessionId: 's0', message: 'm', totalCents: 1, orders: [] };
    const { run, steps } = setup({ replay: stored });
    expect(await run({ kind: 'cart' })).toBe(stored);
    expect(steps).toEqual(['begin', 'claim key', 'commit']);
  });

  it('refuses an unknown product or an empty cart inside the transaction, before any order or charge', async () => {
    const unknown = setup({ product: null });
    await expect(unknown.run(undefined, null)).rejects.toBeInstanceOf(CheckoutProductNotFoundError);
    expect(unknown.steps).toEqual(['begin', 'rollback']);
    const empty = setup();
    empty.cart.lockLinesForCheckout.mockResolvedValue([]);
    await expect(empty.run({ kind: 'cart' }, null)).rejects.toBeInstanceOf(EmptyCartError);
    expect(empty.steps).toEqual(['begin', 'rollback']);
  });

  it("prices one bottle with the cart's own arithmetic: the fee is waived from the product's free-from threshold", async () => {
    const { run, steps } = setup({ product: { ...bourbon, priceCents: 7500 } });
    await run();
    expect(steps).toContain('place delivery 7500+0+600 for null');
  });

  it('refuses a fulfillment the product does not offer, saying what to choose instead', async () => {
    const { run } = setup();
    await expect(run({ kind: 'product', productId: 'p1', fulfillmentType: 'shipping', creatorId: null })).rejects.toMatchObject({
      code: 'FULFILLMENT_TYPE_UNAVAILABLE',
      message: 'Small Batch Bourbon is not available for shipping. Please choose delivery instead.',
    });
  });
});
