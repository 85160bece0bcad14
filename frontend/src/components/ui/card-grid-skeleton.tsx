import { Skeleton } from '@/components/ui/skeleton';

interface CardGridSkeletonProps {
  count: number;
  /** Each placeholder card's size and shape, e.g. 'h-96 rounded-2xl'. */
  className: string;
  /** What is loading, for screen readers. */
  label?: string;
}

/** Placeholder cards in the three-column grid of the card lists. */
export function CardGridSkeleton({ count, className, label = 'Loading' }: CardGridSkeletonProps) {
  return (
    <div role="status" aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={className} />
      ))}
    </div>
  );
}
