import { BarChart3 } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDollars } from '@/lib/money';
import { METRICS_DAYS, useBrandAnalytics } from '../api/dashboard';
import { dailySalesTitle, productSalesLine } from '../lib/analytics-text';

/** Analytics: revenue and orders per day as bars, top products, top creators by attributed revenue. */
export function AnalyticsTab() {
  const analytics = useBrandAnalytics();
  if (analytics.isPending) return <Skeleton className="h-64 w-full" />;
  if (analytics.isError) return <p className="text-sm text-danger-bright">Could not load analytics.</p>;
  const { daily, topProducts, topCreators } = analytics.data;
  const best = Math.max(1, ...daily.map((day) => day.revenue));
  return (
    <section aria-labelledby="analytics-heading" className="space-y-6">
      <h2 id="analytics-heading" className="font-display text-xl font-semibold">
        Analytics
      </h2>
      {daily.length === 0 ? (
        <EmptyState icon={<BarChart3 aria-hidden className="size-8" />} title="No sales yet" description={`Revenue and orders per day appear here once your products sell (last ${METRICS_DAYS} days).`} />
      ) : (
        <figure className="rounded-xl border border-border bg-surface/60 p-4">
          <figcaption className="mb-3 text-sm text-ink-muted">Revenue per day, last {METRICS_DAYS} days</figcaption>
          <div role="img" aria-label={`Revenue per day over the last ${METRICS_DAYS} days`} className="flex h-40 items-end gap-1 overflow-x-auto">
            {daily.map((day) => (
              <div key={day.date} className="flex min-w-6 flex-1 flex-col items-center justify-end gap-1" title={dailySalesTitle(day)}>
                <div className="w-full rounded-t bg-accent/80" style={{ height: `${Math.max(4, (day.revenue / best) * 100)}%` }} />
                <span className="text-[10px] text-ink-faint">{day.date.slice(5)}</span>
              </div>
            ))}
          </div>
        </figure>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded-xl border border-border bg-surface/60 p-4">
          <h3 className="mb-2 font-semibold">Top products</h3>
          {topProducts.length === 0 ? (
            <p className="text-sm text-ink-muted">No product sales in this period.</p>
          ) : (
            <ol className="grid gap-2 text-sm">
              {topProducts.map((product) => (
                <li key={product.productId} className="flex justify-between gap-2">
                  <span className="truncate">{product.name}</span>
                  <span className="shrink-0 text-ink-subtle">
                    {productSalesLine(product)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="rounded-xl border border-border bg-surface/60 p-4">
          <h3 className="mb-2 font-semibold">Top creators</h3>
          {topCreators.length === 0 ? (
            <p className="text-sm text-ink-muted">No creator-attributed sales in this period.</p>
          ) : (
            <ol className="grid gap-2 text-sm">
              {topCreators.map((creator) => (
                <li key={creator.creatorId} className="flex justify-between gap-2">
                  <span className="truncate">@{creator.handle ?? 'unknown'}</span>
                  <span className="shrink-0 text-ink-subtle">{formatDollars(creator.attributedRevenue)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
