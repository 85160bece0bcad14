import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { Creator } from '../api/types';
import { creatorHeroImage, defaultHeroImage } from '../lib/creator-display';

interface CreatorHeroProps {
  creator: Pick<Creator, 'heroImage' | 'handle'>;
  className?: string;
  /** The first hero on screen (a creator page's, the first cards'): loaded with high priority. */
  priority?: boolean;
}

/** The creator's hero image; falls back to their per-handle default hero when missing or broken. */
export function CreatorHero({ creator, className, priority = false }: CreatorHeroProps) {
  const [failed, setFailed] = useState(false);
  const src = failed ? defaultHeroImage(creator.handle) : creatorHeroImage(creator);
  return (
    <img
      src={src}
      alt=""
      aria-hidden
      // Heroes are drawn 1600 × 900; the attributes give the browser their shape before they load.
      width={1600}
      height={900}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      className={cn('w-full object-cover', className)}
      onError={() => setFailed(true)}
    />
  );
}
