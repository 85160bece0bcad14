import { Skeleton } from '@/components/ui/skeleton';

/** As specified, three placeholders while the feed loads. */
export const FEED_PLACEHOLDER_COUNT = 3;

export function FeedSkeleton() {
  return (
    <div role="status" aria-label="Loading recommendations" className="grid gap-4">
      {Array.from({ length: FEED_PLACEHOLDER_COUNT }, (_, index) => (
        <div key={index} data-testid="feed-placeholder" className="flex gap-4 rounded-2xl border border-border p-5">
          <Skeleton className="size-36 shrink-0 rounded-xl" />
          <div className="grid flex-1 content-start gap-3">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-16 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
