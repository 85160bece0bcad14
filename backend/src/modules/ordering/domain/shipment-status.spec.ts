import { assertShipmentMove, SHIPMENT_STATUS_TABLE, SHIPMENT_STATUS_TRANSITIONS, SHIPMENT_STATUSES, ShipmentFulfillmentMismatchError, ShipmentStatus, ShipmentTransitionError } from './shipment-status';

const allowed: [ShipmentStatus, ShipmentStatus][] = [
  ['pending', 'packed'],
  ['pending', 'cancelled'],
  ['packed', 'shipped'],
  ['packed', 'out_for_delivery'],
  ['packed', 'cancelled'],
  ['shipped', 'delivered'],
  ['shipped', 'refused'],
  ['shipped', 'returned'],
  ['out_for_delivery', 'delivered'],
  ['out_for_delivery', 'refused'],
  ['out_for_delivery', 'returned'],
];
const forbidden = SHIPMENT_STATUSES.flatMap((from) => SHIPMENT_STATUSES.map((to): [ShipmentStatus, ShipmentStatus] => [from, to])).filter(
  ([from, to]) => !allowed.some(([a, b]) => a === from && b === to),
);

describe('shipment status', () => {
  it('has exactly the documented table', () => {
    expect(SHIPMENT_STATUSES.flatMap((from) => SHIPMENT_STATUS_TRANSITIONS[from].map((to) => [from, to]))).toEqual(allowed);
  });

  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(() => SHIPMENT_STATUS_TABLE.assertMove(from, to)).not.toThrow();
  });

  it.each(forbidden)('refuses %s → %s with a 409 naming both states', (from, to) => {
    expect(() => SHIPMENT_STATUS_TABLE.assertMove(from, to)).toThrow(ShipmentTransitionError);
  });

  it('says what is possible instead', () => {
    expect(() => SHIPMENT_STATUS_TABLE.assertMove('shipped', 'shipped')).toThrow('A shipment that is shipped cannot become shipped; it can only become delivered or refused or returned.');
    expect(() => SHIPMENT_STATUS_TABLE.assertMove('packed', 'delivered')).toThrow('A shipment that is packed cannot become delivered; it can only become shipped or out_for_delivery or cancelled.');
    expect(() => SHIPMENT_STATUS_TABLE.assertMove('delivered', 'refused')).toThrow('A shipment that is delivered cannot become refused; delivered is final.');
    expect(new ShipmentTransitionError('pending', 'delivered').kind).toBe('conflict');
  });

  it('knows the final statuses', () => {
    expect(SHIPMENT_STATUSES.filter((status) => SHIPMENT_STATUS_TABLE.isFinal(status))).toEqual(['delivered', 'refused', 'returned', 'cancelled']);
  });

  it('a same-day shipment goes out for delivery and is never shipped; a 2-day one is shipped and never out for delivery', () => {
    expect(() => assertShipmentMove({ status: 'packed', fulfillmentType: 'delivery' }, 'out_for_delivery')).not.toThrow();
    expect(() => assertShipmentMove({ status: 'packed', fulfillmentType: 'shipping' }, 'shipped')).not.toThrow();
    expect(() => assertShipmentMove({ status: 'packed', fulfillmentType: 'delivery' }, 'shipped')).toThrow(
      'This shipment is same-day delivery (fulfillmentType delivery): it is not handed to a carrier, so it cannot become shipped; send it with POST /api/brands/shipments/{id}/out-for-delivery.',
    );
    expect(() => assertShipmentMove({ status: 'packed', fulfillmentType: 'shipping' }, 'out_for_delivery')).toThrow(
      'This shipment is 2-day shipping (fulfillmentType shipping): it goes with a carrier and a tracking number, so it cannot become out_for_delivery; send it with POST /api/brands/shipments/{id}/ship.',
    );
    expect(new ShipmentFulfillmentMismatchError('delivery', 'shipped').kind).toBe('conflict');
  });

  it('checks the table before the fulfillment type, and lets every other move through as the table says', () => {
    expect(() => assertShipmentMove({ status: 'pending', fulfillmentType: 'delivery' }, 'shipped')).toThrow(ShipmentTransitionError);
    for (const fulfillmentType of ['delivery', 'shipping'] as const) {
      for (const [from, to] of allowed.filter(([, to]) => to !== 'shipped' && to !== 'out_for_delivery')) {
        expect(() => assertShipmentMove({ status: from, fulfillmentType }, to)).not.toThrow();
      }
    }
  });
});
