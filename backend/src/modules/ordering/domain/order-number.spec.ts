import { orderNumberOf } from './order-number';

describe('orderNumberOf', () => {
  const session = 'alc_sess_0123456789abcdef56ad6d46';
  const delivery = { id: 'b-order', fulfillmentType: 'delivery' as const };
  const shipping = { id: 'a-order', fulfillmentType: 'shipping' as const };

  it("keeps the seed's number (the session's last 8 characters) for the only order of a payment", () => {
    expect(orderNumberOf(session, delivery, [delivery])).toBe('56ad6d46');
  });

  it('gives orders paid together distinct numbers, in the cart\'s group order whatever their ids', () => {
    expect(orderNumberOf(session, delivery, [shipping, delivery])).toBe('56ad6d46-1');
    expect(orderNumberOf(session, shipping, [shipping, delivery])).toBe('56ad6d46-2');
  });

  it('has no number before the order is paid', () => {
    expect(orderNumberOf(null, delivery, [delivery])).toBeNull();
  });
});
