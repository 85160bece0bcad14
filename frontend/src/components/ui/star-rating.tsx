import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Five stars filled up to `rating` (whole stars; a half from .5 upwards), with the figure beside them. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <div className={cn('flex items-center gap-1', className)} aria-label={`Rated ${rating.toFixed(1)} out of 5`} role="img">
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = rounded >= position ? 'full' : rounded >= position - 0.5 ? 'half' : 'empty';
        return (
          <span key={position} className="relative inline-block size-4" aria-hidden>
            <Star className="absolute inset-0 size-4 text-ink-disabled" />
            {fill !== 'empty' && (
              <span className={cn('absolute inset-y-0 left-0 overflow-hidden', fill === 'half' ? 'w-1/2' : 'w-full')}>
                <Star className="size-4 fill-accent-bright text-accent-bright" />
              </span>
            )}
          </span>
        );
      })}
      <span className="ml-1 text-sm text-ink-subtle" aria-hidden>
        {rating.toFixed(1)}
      </span>
    </div>
  );
}
