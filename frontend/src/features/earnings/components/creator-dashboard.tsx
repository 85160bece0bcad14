import { Link } from "@tanstack/react-router";
import { Award, EyeOff, Link2, ReceiptText, TrendingUp } from "lucide-react";
import type {
  CreatorDashboardDto,
  SalesAnalyticsDto,
} from "@/api/generated/model";
import { QueryState } from "@/components/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDollars } from "@/lib/money";
import { useCreatorDashboard, useSalesAnalytics } from "../api/earnings";
import { CopyLinkButton } from "./copy-link-button";
import { LazyEarningsChart } from "./lazy-earnings-chart";
import { formatDay } from "./sales-tab";
import { StatCard } from "./stat-card";
import { CommissionStatusBadge } from "./status-badge";
import { pluralize } from '@/lib/text';

const TIER_LABELS: Record<string, string> = {
  user: "User",
  level1_curator: "Level 1 Curator",
  level2_curator: "Level 2 Curator",
  platinum_curator: "Platinum Curator",
};

/** /dashboard for role creator: earnings, sales, clicks, conversion, tier progress, top products, links and recent commissions explained. */
export function CreatorDashboard() {
  const analytics = useSalesAnalytics();
  const dashboard = useCreatorDashboard(true);
  return (
    <QueryState
      query={analytics}
      pending={<Skeleton className="h-96" />}
      error="Your sales could not be loaded"
    >
      {(sales) => (
        <QueryState
          query={dashboard}
          pending={<Skeleton className="h-96" />}
          error="Your dashboard could not be loaded"
        >
          {(data) => <DashboardView sales={sales} data={data} />}
        </QueryState>
      )}
    </QueryState>
  );
}

function DashboardView({
  sales,
  data,
}: {
  sales: SalesAnalyticsDto;
  data: CreatorDashboardDto;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <div
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        data-testid="dashboard-figures"
      >
        <StatCard
          label="Earnings"
          value={formatDollars(sales.totalEarnings)}
          hint={`${formatDollars(sales.earnings30d)} in 30 days`}
        />
        <StatCard
          label="Sales"
          value={formatDollars(sales.totalSalesGenerated)}
          hint={pluralize(sales.successfulReferrals, 'order')}
        />
        <StatCard
          label="Clicks (30 days)"
          value={sales.clicks}
          hint={`${pluralize(sales.profileViews, 'profile view')}, all time`}
        />
        <StatCard
          label="Conversion (30 days)"
          value={`${sales.conversionRate}%`}
          hint={pluralize(sales.orders30d, 'order')}
        />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section className="min-w-0 rounded-xl border border-border bg-surface/60 p-4 lg:col-span-2">
          <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-ink-soft">
            <TrendingUp aria-hidden className="size-4 text-accent-bright" /> Last 30
            days
          </h2>
          <LazyEarningsChart daily={sales.daily} />
        </section>
        <TierProgress data={data} />
      </div>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section className="min-w-0">
          <h2 className="mb-3 text-sm font-semibold text-ink-soft">
            Top products (30 days)
          </h2>
          {sales.topProducts.length === 0 ? (
            <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-ink-muted">
              No sales in the last 30 days.
            </p>
          ) : (
            <ol className="divide-y divide-border rounded-xl border border-border">
              {sales.topProducts.map((product) => (
                <li
                  key={product.productId ?? product.name}
                  className="flex items-center gap-3 p-3"
                >
                  {product.image ? (
                    <img
                      src={product.image}
                      alt=""
                      className="size-9 rounded bg-surface-raised object-cover"
                    />
                  ) : (
                    <span className="size-9 rounded bg-surface-raised" />
                  )}
                  <span className="min-w-0 flex-1 truncate text-sm">
                    {product.productId ? (
                      <Link
                        to="/products/$id"
                        params={{ id: product.productId }}
                        className="hover:text-accent-light"
                      >
                        {product.name}
                      </Link>
                    ) : (
                      product.name
                    )}
                  </span>
                  <span className="text-xs text-ink-faint">
                    {pluralize(product.orders, 'order')}
                  </span>
                  <span className="w-20 text-right text-sm font-semibold tabular-nums">
                    {formatDollars(product.sales)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
        <CreatorLinks data={data} />
      </div>

      <section>
        <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-ink-soft">
          <ReceiptText aria-hidden className="size-4 text-accent-bright" /> Recent
          commissions
        </h2>
        {data.recentCommissions.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-ink-muted">
            No commissions yet. Share a link below to start earning.
          </p>
        ) : (
          <ul
            className="divide-y divide-border rounded-xl border border-border"
            data-testid="recent-commissions"
          >
            {data.recentCommissions.map((entry) => (
              <li key={entry.id} className="grid gap-1 p-3">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="min-w-0 flex-1 truncate text-sm font-medium">
                    {entry.productName}
                  </span>
                  <CommissionStatusBadge standing={entry.standing} text={entry.standingText} />
                  <span className="w-20 text-right text-sm font-semibold text-success-light tabular-nums">
                    {formatDollars(entry.amount)}
                  </span>
                </div>
                <p className="text-xs text-ink-muted">
                  {formatDay(entry.createdAt)} · {entry.explanation}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function TierProgress({ data }: { data: CreatorDashboardDto }) {
  return (
    <section
      className="rounded-xl border border-border bg-surface/60 p-4"
      aria-label="Curator tier"
    >
      <h2 className="flex items-center gap-2 text-sm font-semibold text-ink-soft">
        <Award aria-hidden className="size-4 text-accent-bright" />{" "}
        {TIER_LABELS[data.curatorStatus] ?? data.curatorStatus}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        You earn {data.commissionRate}% on sales through your links.
      </p>
      {data.nextTier ? (
        <>
          <div
            className="mt-4 h-2 rounded-full bg-surface-raised"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={data.progressPercent}
          >
            <div
              className="h-2 rounded-full bg-accent"
              style={{ width: `${data.progressPercent}%` }}
            />
          </div>
          <p className="mt-2 text-xs text-ink-muted">
            {formatDollars(data.nextTier.remaining)} more in sales to reach{" "}
            {TIER_LABELS[data.nextTier.tier]} (
            {formatDollars(data.nextTier.threshold)}).
          </p>
        </>
      ) : (
        <p className="mt-4 text-sm text-success-light">
          Congratulations: you have reached Platinum, the highest tier.
        </p>
      )}
    </section>
  );
}

/** An admin unpublished the page: the shop no longer shows it, while everything here stays. Shown above the dashboard. */
export function UnpublishedPageNotice() {
  const dashboard = useCreatorDashboard(true);
  const handles = (dashboard.data?.links ?? []).filter((link) => !link.published).map((link) => link.handle);
  if (handles.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-8 flex items-start gap-3 rounded-xl border border-danger/40 bg-danger/10 p-4 text-sm"
    >
      <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0 text-danger-light" />
      <p className="text-ink">
        Your page {handles.map((handle) => `@${handle}`).join(", ")} is unpublished: the shop
        no longer shows it or its picks. Your picks, followers and earnings are kept, and
        commissions you already earned are paid as usual. Contact the Rounds team to have it
        published again.
      </p>
    </div>
  );
}

function CreatorLinks({ data }: { data: CreatorDashboardDto }) {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <section>
      <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-ink-soft">
        <Link2 aria-hidden className="size-4 text-accent-bright" /> Your links
      </h2>
      {data.links.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-6 text-center text-sm text-ink-muted">
          You have no creator page yet.
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {data.links.map((link) => (
            <li
              key={link.creatorId}
              className="flex flex-wrap items-center gap-3 p-3"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium">
                  {link.name ?? link.handle}
                </p>
                <p className="truncate text-xs text-ink-faint">
                  utm code{" "}
                  <code className="text-accent-light">{link.utmCode}</code>
                </p>
              </div>
              <CopyLinkButton url={`${origin}${link.path}`} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
