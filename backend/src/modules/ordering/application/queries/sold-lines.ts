/**
 * The condition of an order line that counts as sold (joins `order_items i` and `orders o`): its order
 * was paid and not cancelled or refunded as a whole, and its own shipment was not refused, returned,
 * cancelled or refunded.
 */
export const SOLD_LINE = `o.status in ('paid', 'partially_shipped', 'shipped', 'delivered', 'partially_refunded')
  and not exists (select 1 from shipments s where s.id = i.shipment_id and (s.status in ('refused', 'returned', 'cancelled') or s.refunded_cents > 0))`;
