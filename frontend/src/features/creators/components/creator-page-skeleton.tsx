import { Skeleton } from '@/components/ui/skeleton';

export function CreatorPageSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <CreatorHeaderAndCardsSkeleton />
    </div>
  );
}

function CreatorHeaderAndCardsSkeleton() {
  return (
    <div role="status" aria-label="Loading creator" className="grid gap-8">
      <div className="overflow-hidden rounded-2xl border border-border">
        <Skeleton className="h-48 rounded-none sm:h-64" />
        <div className="flex gap-5 px-6 pb-6">
          <Skeleton className="-mt-14 size-28 rounded-full" />
          <div className="mt-4 grid flex-1 gap-3">
            <Skeleton className="h-8 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      </div>
      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-72 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
