import type { OrderStatus } from '@/api/generated/model';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  partially_shipped: 'Partially shipped',
  shipped: 'Shipped',
  delivered: 'Delivered',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** Badge colours: money held and with the seller (paid), on its way (shipped), done (delivered), or money back (refunded, cancelled). */
export const ORDER_STATUS_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-accent/15 text-accent-light',
  paid: 'bg-info/15 text-info-light',
  partially_shipped: 'bg-info/15 text-info-light',
  shipped: 'bg-info/15 text-info-light',
  delivered: 'bg-success/15 text-success-light',
  partially_refunded: 'bg-surface-strong/60 text-ink-subtle',
  refunded: 'bg-surface-strong/60 text-ink-subtle',
  cancelled: 'bg-surface-strong/60 text-ink-subtle',
};
