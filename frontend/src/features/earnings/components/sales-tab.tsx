import { Banknote, TrendingUp } from "lucide-react";
import type { PayoutsDto, SalesAnalyticsDto } from "@/api/generated/model";
import { QueryState } from "@/components/query-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatShortDate } from "@/lib/date-format";
import { formatDollars } from "@/lib/money";
import { usePayouts, useSalesAnalytics } from "../api/earnings";
import { LazyEarningsChart } from "./lazy-earnings-chart";
import { StatCard } from "./stat-card";
import { CommissionStatusBadge, PayoutStatusBadge } from "./status-badge";
import { pluralize } from '@/lib/text';

export const formatDay = (iso: string) => formatShortDate(iso, { utc: true });

/** The Sales tab of /profile: Performance and Payouts. */
export function SalesTab() {
  return (
    <Tabs defaultValue="performance">
      <TabsList className="max-w-sm">
        <TabsTrigger value="performance">Performance</TabsTrigger>
        <TabsTrigger value="payouts">Payouts</TabsTrigger>
      </TabsList>
      <TabsContent value="performance">
        <Performance />
      </TabsContent>
      <TabsContent value="payouts">
        <Payouts />
      </TabsContent>
    </Tabs>
  );
}

function Loading() {
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}

export function SalesFigures({ data }: { data: SalesAnalyticsDto }) {
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        label="Total sales"
        value={formatDollars(data.totalSalesGenerated)}
        hint="Through your links, refunds excluded"
      />
      <StatCard
        label="Total earnings"
        value={formatDollars(data.totalEarnings)}
        hint="Your commission"
      />
      <StatCard
        label="Successful referrals"
        value={data.successfulReferrals}
        hint="Orders through your links"
      />
      <StatCard
        label="Profile views"
        value={data.profileViews}
        hint={`${pluralize(data.clicks, "click")} · ${data.conversionRate}% conversion (30 days)`}
      />
    </div>
  );
}

function Performance() {
  const analytics = useSalesAnalytics();
  return (
    <QueryState
      query={analytics}
      pending={<Loading />}
      error="Your sales could not be loaded"
    >
      {(data) => (
        <div className="grid grid-cols-1 gap-6">
          <SalesFigures data={data} />
          <section className="min-w-0 rounded-xl border border-border bg-surface/60 p-4">
            <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-ink-soft">
              <TrendingUp aria-hidden className="size-4 text-accent-bright" /> Last
              30 days
            </h3>
            <LazyEarningsChart daily={data.daily} />
            <p className="mt-2 text-xs text-ink-faint">
              <span className="text-accent-bright">■</span> Sales{" "}
              <span className="ml-3 text-success-bright">■</span> Earnings
            </p>
          </section>
          <RecentTransactions data={data} />
        </div>
      )}
    </QueryState>
  );
}

function RecentTransactions({ data }: { data: SalesAnalyticsDto }) {
  return (
    <section>
      <h3 className="mb-3 text-sm font-semibold text-ink-soft">
        Recent transactions
      </h3>
      {data.recentTransactions.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-ink-muted">
          No sales yet. Share your profile or a product link: every purchase
          through it earns you a commission.
        </p>
      ) : (
        <ul
          className="divide-y divide-border rounded-xl border border-border"
          data-testid="recent-transactions"
        >
          {data.recentTransactions.map((transaction) => (
            <li key={transaction.id} className="flex items-center gap-3 p-3">
              {transaction.product.image ? (
                <img
                  src={transaction.product.image}
                  alt=""
                  className="size-10 shrink-0 rounded-md bg-surface-raised object-cover"
                />
              ) : (
                <span className="size-10 shrink-0 rounded-md bg-surface-raised" />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-ink">
                  {transaction.product.name}
                </p>
                <p className="text-xs text-ink-faint">
                  {formatDay(transaction.createdAt)}
                </p>
              </div>
              <CommissionStatusBadge standing={transaction.standing} text={transaction.standingText} />
              <span className="w-20 text-right text-sm font-semibold text-success-light tabular-nums">
                {formatDollars(transaction.commission)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Payouts() {
  const payouts = usePayouts();
  return (
    <QueryState
      query={payouts}
      pending={<Loading />}
      error="Your payouts could not be loaded"
    >
      {(data) => <PayoutsView data={data} />}
    </QueryState>
  );
}

function PayoutsView({ data }: { data: PayoutsDto }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      {data.notice && (
        <p
          role="status"
          className="rounded-lg border border-accent-strong/40 bg-accent/10 px-4 py-3 text-sm text-accent-pale"
        >
          {data.notice}
        </p>
      )}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        <StatCard
          label="Pending payouts"
          value={formatDollars(data.pendingPayouts)}
          hint={`${formatDollars(data.onHold)} on hold · ${formatDollars(data.payable)} payable`}
        />
        <StatCard
          label="Paid payouts"
          value={formatDollars(data.paidPayouts)}
        />
        <StatCard
          label="Next payout"
          value={formatDay(data.nextPayoutDate)}
          hint={`Minimum payout ${formatDollars(data.minimumPayout)}`}
        />
      </div>
      <section>
        <h3 className="mb-3 flex items-center gap-2 text-sm font-semibold text-ink-soft">
          <Banknote aria-hidden className="size-4 text-accent-bright" /> Payout
          history
        </h3>
        {data.payoutHistory.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border px-4 py-8 text-center text-sm text-ink-muted">
            No payouts yet.
          </p>
        ) : (
          <ul className="divide-y divide-border rounded-xl border border-border">
            {data.payoutHistory.map((payout) => (
              <li
                key={payout.id}
                className="flex flex-wrap items-center gap-3 p-3"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium text-ink">
                    {payout.description}
                  </p>
                  <p className="text-xs text-ink-faint">
                    {formatDay(payout.date)}
                    {payout.failureReason ? ` · ${payout.failureReason}` : ""}
                  </p>
                </div>
                <PayoutStatusBadge status={payout.status} />
                <span className="w-24 text-right text-sm font-semibold tabular-nums">
                  {formatDollars(payout.amount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
