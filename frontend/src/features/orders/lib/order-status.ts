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
  pending: 'bg-amber-500/15 text-amber-300',
  paid: 'bg-sky-500/15 text-sky-300',
  fulfilled: 'bg-emerald-500/15 text-emerald-300',
  cancelled: 'bg-stone-700/60 text-stone-300',
  refunded: 'bg-stone-700/60 text-stone-300',
};
