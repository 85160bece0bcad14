import type { TransactionContext, UnitOfWork } from '../../../shared/application/unit-of-work';
import { PaymentDeclinedError } from '../domain/checkout.errors';
import type { CheckoutResult } from './checkout-model';
import { CheckoutRequest, CheckoutService } from './checkout.service';
import { OrderAttributionRegistry } from './ports/order-attribution.port';
import type { IdempotencyClaim, IdempotencyKeys, NewOrder, OrdersRepository } from './ports/orders.port';
import type { PaymentGateway, PaymentSessionOutcome } from './ports/payment-gateway.port';

/** In-memory fakes of the ports: the service's ordering of steps is what is under test. */
function setup(options: { payment?: PaymentSessionOutcome; claim?: IdempotencyClaim } = {}) {
  const steps: string[] = [];
  const tx = {} as TransactionContext;
  const unitOfWork: UnitOfWork = {
    run: async (work) => {
      steps.push('begin');
      const result = await work(tx);
      steps.push('commit');
      return result;
    },
  };
  const orders: OrdersRepository = {
    insertOrder: async (_tx, order: NewOrder) => void steps.push(`insert ${order.fulfillmentType} ${order.subtotalCents}+${order.feeCents}+${order.taxCents}`),
    recordPayment: async (_tx, ids, sessionId, status) => {
      steps.push(`${status} ${sessionId}`);
      return ids.length;
    },
    listForShopper: async () => [],
    findForShopper: async () => null,
  };
  const keys: IdempotencyKeys = {
    claim: async () => (steps.push('claim'), options.claim ?? { kind: 'claimed' }),
    storeResponse: async () => void steps.push('store response'),
  };
  const gateway: PaymentGateway = {
    createPaymentSession: async (request) => (steps.push(`charge ${request.amountCents}`), options.payment ?? { outcome: 'succeeded', sessionId: 'alcpay_sess_1' }),
    voidPaymentSession: async (sessionId) => void steps.push(`void ${sessionId}`),
  };
  const service = new CheckoutService(unitOfWork, orders, keys, gateway, new OrderAttributionRegistry());
  const request = (overrides: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    operation: 'checkout',
    shopperId: 'shopper-1',
    shippingInfo: { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '5550134', street: '1 St', city: 'LA', state: 'CA', zipCode: '90001' },
    payment: { method: 'card', last4: '4242' },
    idempotency: { key: 'k1', requestHash: 'h1' },
    plan: async () => ({
      explicitCreatorId: null,
      orders: [
        { fulfillmentType: 'delivery', subtotalCents: 3000, feeCents: 499, taxCents: 240, items: [{ productId: 'p1', productName: 'Gin', quantity: 1, unitPriceCents: 3000 }] },
        { fulfillmentType: 'shipping', subtotalCents: 8000, feeCents: 0, taxCents: 640, items: [{ productId: 'p2', productName: 'Rum', quantity: 1, unitPriceCents: 8000 }] },
      ],
    }),
    ...overrides,
  });
  return { service, steps, request };
}

describe('CheckoutService', () => {
  it('inserts pending orders, charges ONE payment of the grand total, then marks them paid and stores the answer', async () => {
    const { service, steps, request } = setup();
    const result = await service.checkout(request());
    expect(steps).toEqual(['begin', 'claim', 'insert delivery 3000+499+240', 'insert shipping 8000+0+640', 'charge 12379', 'paid alcpay_sess_1', 'store response', 'commit']);
    expect(result).toMatchObject({ alcpaySessionId: 'alcpay_sess_1', totalCents: 12379 });
    expect(result.orders.map((order) => [order.status, order.totalCents])).toEqual([['paid', 3739], ['paid', 8640]]);
  });

  it('throws on a declined card before anything is paid or stored, so the transaction rolls back', async () => {
    const { service, steps, request } = setup({ payment: { outcome: 'declined', sessionId: 'alcpay_sess_2' } });
    await expect(service.checkout(request())).rejects.toBeInstanceOf(PaymentDeclinedError);
    expect(steps).not.toContain('commit');
    expect(steps.some((step) => step.startsWith('paid') || step === 'store response' || step.startsWith('void'))).toBe(false);
  });

  it('voids the payment session when anything fails after the charge', async () => {
    const { service, steps, request } = setup();
    const failing = request({
      plan: async () => ({
        ...(await request().plan({} as TransactionContext)),
        afterPayment: async () => {
          throw new Error('cart could not be emptied');
        },
      }),
    });
    await expect(service.checkout(failing)).rejects.toThrow('cart could not be emptied');
    expect(steps.slice(-1)).toEqual(['void alcpay_sess_1']);
  });

  it('replays a stored answer without planning or charging again', async () => {
    const stored: CheckoutResult = { alcpaySessionId: 'alcpay_sess_0', message: 'm', totalCents: 1, orders: [] };
    const { service, steps, request } = setup({ claim: { kind: 'replay', response: stored } });
    const plan = jest.fn();
    expect(await service.checkout(request({ plan }))).toBe(stored);
    expect(plan).not.toHaveBeenCalled();
    expect(steps).toEqual(['begin', 'claim', 'commit']);
  });

  it('refuses in the plan before any order or charge', async () => {
    const { service, steps, request } = setup();
    await expect(service.checkout(request({ plan: async () => Promise.reject(new Error('not deliverable')) }))).rejects.toThrow('not deliverable');
    expect(steps).toEqual(['begin', 'claim']);
  });
});
