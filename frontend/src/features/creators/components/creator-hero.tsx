import { useState } from 'react';
import { cn } from '@/lib/utils';
import type { Creator } from '../api/types';
import { creatorHeroImage, defaultHeroImage } from '../lib/creator-display';

/** The creator's hero image; falls back to their per-handle default hero when missing or broken. */
export function CreatorHero({ creator, className }: { creator: Pick<Creator, 'heroImage' | 'handle'>; className?: string }) {
  const [failed, setFailed] = useState(false);
  const src = failed ? defaultHeroImage(creator.handle) : creatorHeroImage(creator);
  return <img src={src} alt="" aria-hidden className={cn('w-full object-cover', className)} onError={() => setFailed(true)} />;
}
