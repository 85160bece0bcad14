import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** A pulsing block standing in for content that is loading. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-surface-raised/80', className)} {...props} />;
}
