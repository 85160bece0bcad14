import { Link } from '@tanstack/react-router';
import { Star, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';
import type { Creator } from '../api/types';
import { formatFollowers } from '@/lib/text';
import { creatorBio, creatorDisplayName, creatorFirstName, creatorFollowers, creatorRating } from '../lib/creator-display';
import { CreatorAvatar } from './creator-avatar';
import { CreatorHero } from './creator-hero';
import { FollowControls } from './follow-controls';

interface CreatorCardProps {
  creator: Creator;
  /** 'home': "Shop {first name}'s Picks"; 'list': "Shop Picks" plus follow controls for signed-in shoppers. */
  variant: 'home' | 'list';
  /** Among the first cards on screen: its hero image loads with high priority. */
  priority?: boolean;
}

/** The specification's 'curator card' of a creator; the whole card leads to /creator/{handle}. */
export function CreatorCard({ creator, variant, priority }: CreatorCardProps) {
  const { user } = useCurrentUser();
  const name = creatorDisplayName(creator);
  return (
    <div
      data-testid="creator-card"
      className="group relative flex flex-col overflow-hidden rounded-2xl border border-border bg-surface/60 transition-colors hover:border-accent/60"
    >
      <Link
        to="/creator/$handle"
        params={{ handle: creator.handle }}
        className="flex flex-1 flex-col"
        aria-label={`${name} (@${creator.handle})`}
      >
        <CreatorHero creator={creator} priority={priority} className="h-32" />
        <div className="flex flex-1 flex-col gap-3 px-5 pb-5">
          <CreatorAvatar creator={creator} className="-mt-10 size-20 text-xl" />
          <div>
            <h3 className="text-lg font-semibold text-ink-bright group-hover:text-accent-light">{name}</h3>
            <p className="text-sm text-ink-muted">@{creator.handle}</p>
          </div>
          <p className="line-clamp-3 text-sm text-ink-subtle">{creatorBio(creator)}</p>
          <div className="flex items-center gap-4 text-sm text-ink-subtle">
            <span className="flex items-center gap-1">
              <Users aria-hidden className="size-4 text-ink-faint" />
              {formatFollowers(creatorFollowers(creator))}
            </span>
            <span className="flex items-center gap-1">
              <Star aria-hidden className="size-4 fill-accent-bright text-accent-bright" />
              {creatorRating(creator).toFixed(1)}
            </span>
          </div>
          <span className="mt-auto pt-2">
            <Button asChild className="w-full">
              <span>{variant === 'home' ? `Shop ${creatorFirstName(creator)}'s Picks` : 'Shop Picks'}</span>
            </Button>
          </span>
        </div>
      </Link>
      {variant === 'list' && user && <FollowControls creator={creator} className="absolute top-3 right-3 flex items-center gap-2" />}
    </div>
  );
}
