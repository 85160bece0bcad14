import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { Creator } from '../api/types';
import { creatorDisplayName, creatorInitials } from '../lib/creator-display';

/** The creator's picture, or their initials when there is none (or it fails to load). */
export function CreatorAvatar({ creator, className }: { creator: Pick<Creator, 'avatar' | 'name' | 'handle'>; className?: string }) {
  const [failed, setFailed] = useState(false);
  const base = cn('shrink-0 rounded-full border-4 border-canvas bg-surface-raised', className);
  if (creator.avatar && !failed) {
    return (
      <img src={creator.avatar} alt={creatorDisplayName(creator)} width={200} height={200} className={cn(base, 'object-cover')} onError={() => setFailed(true)} />
    );
  }
  return (
    <span role="img" aria-label={creatorDisplayName(creator)} className={cn(base, 'grid place-items-center font-semibold text-accent-light')}>
      {creatorInitials(creator)}
    </span>
  );
}
