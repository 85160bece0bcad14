import type { BrandDailySalesDto, BrandTopProductDto } from '@/api/generated/model';
import { formatDollars } from '@/lib/money';
import { pluralize } from '@/lib/text';

/** A day's bar, on hover: '2026-11-27: $85.00, 1 order'. */
export function dailySalesTitle(day: Pick<BrandDailySalesDto, 'date' | 'revenue' | 'orders'>): string {
  return `${day.date}: ${formatDollars(day.revenue)}, ${pluralize(day.orders, 'order')}`;
}

/** A top product's figures: '$85.00 · 1 order'. */
export function productSalesLine(product: Pick<BrandTopProductDto, 'revenue' | 'orders'>): string {
  return `${formatDollars(product.revenue)} · ${pluralize(product.orders, 'order')}`;
}
