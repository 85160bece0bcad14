import { useRouter } from '@tanstack/react-router';
import { Activity, Banknote, Box, FolderHeart, Gift, Heart, type LucideIcon, Package, Receipt, Store, UserPlus } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import type { UserActivityKind } from '@/api/generated/model';
import { QueryState } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { ACTIVITY_PAGE_SIZE, useActivity, type ActivityItem } from '../api/activity';
import { pluralize } from '@/lib/text';

const KIND_ICONS: Record<UserActivityKind, LucideIcon> = {
  order: Receipt,
  shipment: Package,
  favorite: Heart,
  brand_favorite: Store,
  follow: UserPlus,
  collection: FolderHeart,
  gift_offer: Gift,
  commission: Banknote,
  payout: Box,
};

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The own profile's Activity tab: orders and shipments, favorites, follows, collections, gifts and earnings, newest first. */
export function ActivityTab() {
  const [page, setPage] = useState(1);
  const activity = useActivity(page);
  return (
    <QueryState
      query={activity}
      pending={<ActivitySkeleton />}
      error="Your activity could not be loaded"
      isEmpty={(data) => data.total === 0}
      empty={<EmptyState icon={<Activity className="size-6" />} title="No activity yet" description="Orders, favorites, follows and collections will show up here." />}
    >
      {(data) => (
        <div className="grid gap-4">
          <ol aria-label="Your activity" data-testid="activity-list" className={activity.isPlaceholderData ? 'grid min-w-0 grid-cols-1 gap-2 opacity-60' : 'grid min-w-0 grid-cols-1 gap-2'}>
            {data.items.map((item) => (
              <li key={`${item.kind}:${item.id}`} className="min-w-0">
                <ActivityLine item={item} />
              </li>
            ))}
          </ol>
          <Pagination
            page={data.page}
            pageCount={Math.max(1, Math.ceil(data.total / ACTIVITY_PAGE_SIZE))}
            totalLabel={pluralize(data.total, 'event')}
            disabled={activity.isPlaceholderData}
            onPageChange={setPage}
          />
        </div>
      )}
    </QueryState>
  );
}

function ActivityLine({ item }: { item: ActivityItem }) {
  const router = useRouter();
  const Icon = KIND_ICONS[item.kind];
  const when = WHEN.format(new Date(item.occurredAt));
  // A plain link (so it opens in a new tab as usual); a left click stays in the app.
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(item.link);
  };
  return (
    <a
      href={item.link}
      onClick={open}
      data-testid="activity-item"
      data-kind={item.kind}
      className="flex min-w-0 items-center gap-3 rounded-xl border border-border p-3 transition-colors hover:border-accent/60"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface-raised text-accent-light">
        <Icon className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 flex-1">
        <span data-testid="activity-title" className="block text-sm font-medium [overflow-wrap:anywhere]">{item.title}</span>
        {item.detail && <span className="block truncate text-xs text-ink-muted">{item.detail}</span>}
        <time dateTime={item.occurredAt} className="block text-xs text-ink-faint sm:hidden">
          {when}
        </time>
      </span>
      <time dateTime={item.occurredAt} aria-hidden className="hidden shrink-0 text-right text-xs text-ink-faint sm:block">
        {when}
      </time>
    </a>
  );
}

function ActivitySkeleton() {
  return (
    <div className="grid gap-2" aria-label="Loading activity">
      {Array.from({ length: 5 }, (_, index) => (
        <Skeleton key={index} className="h-[62px] rounded-xl" />
      ))}
    </div>
  );
}
