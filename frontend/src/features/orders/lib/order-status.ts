import type { OrderStatus } from '@/api/generated/model';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** Badge colours: money taken and on its way (paid), done (fulfilled), or no sale (cancelled, refunded). */
export const ORDER_STATUS_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-accent/15 text-accent-light',
  paid: 'bg-info/15 text-info-light',
  fulfilled: 'bg-success/15 text-success-light',
  cancelled: 'bg-surface-strong/60 text-ink-subtle',
  refunded: 'bg-surface-strong/60 text-ink-subtle',
};
