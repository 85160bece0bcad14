import { ArrowDownRight, ArrowUpRight, DollarSign, Handshake, Percent, ShoppingBag, Target, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import type { BrandWindowFiguresDto } from '@/api/generated/model';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDollars } from '@/lib/money';
import { METRICS_DAYS, useBrandMetrics } from '../api/dashboard';

function Trend({ now, before }: { now: number; before: number }) {
  if (now === before) return null;
  const up = now > before;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span className={`inline-flex items-center text-xs ${up ? 'text-success-bright' : 'text-danger-bright'}`} aria-label={up ? 'up from the previous period' : 'down from the previous period'}>
      <Icon aria-hidden className="size-3.5" />
    </span>
  );
}

function Card({ label, value, icon, trend, testId }: { label: string; value: string; icon: ReactNode; trend?: ReactNode; testId: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface/60 p-4" data-testid={testId}>
      <div className="flex items-center justify-between text-ink-muted">
        <span className="text-xs font-medium uppercase tracking-wide">{label}</span>
        {icon}
      </div>
      <p className="mt-2 flex items-center gap-2 font-display text-2xl font-semibold text-ink-bright">
        <span data-testid={`${testId}-value`}>{value}</span>
        {trend}
      </p>
    </div>
  );
}

/** The dashboard's six figures, real ones (never the specification's placeholders): zeros and a hint for a brand without sales yet. */
export function MetricCards() {
  const metrics = useBrandMetrics();
  if (metrics.isPending) return <Skeleton className="h-28 w-full" />;
  if (metrics.isError) return <p className="text-sm text-danger-bright">Could not load your figures.</p>;
  const now: BrandWindowFiguresDto = metrics.data.window;
  const before: BrandWindowFiguresDto = metrics.data.previous;
  const icon = 'size-4';
  return (
    <section aria-label={`Figures for the last ${METRICS_DAYS} days`} className="space-y-2">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <Card testId="metric-partnerships" label="Partnerships" value={String(now.partnerships)} icon={<Handshake aria-hidden className={icon} />} trend={<Trend now={now.partnerships} before={before.partnerships} />} />
        <Card testId="metric-revenue" label="Revenue" value={formatDollars(now.revenue)} icon={<DollarSign aria-hidden className={icon} />} trend={<Trend now={now.revenue} before={before.revenue} />} />
        <Card testId="metric-conversion" label="Conversion" value={`${now.conversionRate.toFixed(1)}%`} icon={<Percent aria-hidden className={icon} />} trend={<Trend now={now.conversionRate} before={before.conversionRate} />} />
        <Card testId="metric-orders" label="Orders" value={String(now.orders)} icon={<ShoppingBag aria-hidden className={icon} />} trend={<Trend now={now.orders} before={before.orders} />} />
        <Card testId="metric-aov" label="Avg. Order" value={formatDollars(now.averageOrderValue)} icon={<TrendingUp aria-hidden className={icon} />} trend={<Trend now={now.averageOrderValue} before={before.averageOrderValue} />} />
        <Card testId="metric-roas" label="ROAS" value={now.roas === null ? '—' : `${now.roas.toFixed(1)}x`} icon={<Target aria-hidden className={icon} />} />
      </div>
      <p className="text-xs text-ink-faint">
        Last {METRICS_DAYS} days; arrows compare with the {METRICS_DAYS} days before.
        {now.orders === 0 && ' No sales yet: figures fill in as creators bring orders.'}
        {now.roas === null && ' ROAS appears once a creator accepts a gift.'}
      </p>
    </section>
  );
}
