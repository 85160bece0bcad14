import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

/** As specified, the catalog shows 12 placeholder cards while products load. */
export const CATALOG_SKELETON_COUNT = 12;

export function ProductGridSkeleton({ count = CATALOG_SKELETON_COUNT, layout = 'grid' }: { count?: number; layout?: 'grid' | 'list' }) {
  return (
    <div
      role="status"
      aria-label="Loading products"
      className={cn(layout === 'grid' ? 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4' : 'grid gap-3')}
    >
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          data-testid="product-skeleton"
          className={cn('rounded-xl border border-border bg-surface/60 p-4', layout === 'list' && 'flex gap-4')}
        >
          <Skeleton className={layout === 'grid' ? 'aspect-square w-full' : 'size-24 shrink-0'} />
          <div className="mt-4 grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-5 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
