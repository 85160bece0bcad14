import type { ReactNode } from 'react';
import { AtSign, BadgeCheck, Star, Users } from 'lucide-react';
import { useCreatorEditAccess } from '../api/creator-images';
import type { Creator } from '../api/types';
import { formatFollowers } from '@/lib/text';
import { creatorBio, creatorDisplayName, creatorFollowers, creatorRating } from '../lib/creator-display';
import { CreatorAvatar } from './creator-avatar';
import { CreatorHero } from './creator-hero';
import { EditImageButton, useCreatorImageEditing } from './creator-image-editing';
import { FollowControls } from './follow-controls';

const SOCIAL_NETWORKS = [
  { key: 'instagramHandle', label: 'Instagram', url: (handle: string) => `https://www.instagram.com/${handle}` },
  { key: 'tiktokHandle', label: 'TikTok', url: (handle: string) => `https://www.tiktok.com/@${handle}` },
  { key: 'youtubeHandle', label: 'YouTube', url: (handle: string) => `https://www.youtube.com/@${handle}` },
  { key: 'twitterHandle', label: 'Twitter', url: (handle: string) => `https://twitter.com/${handle}` },
] as const;

/** Handles are stored with or without the leading '@'; links and labels need them without. */
function bareHandle(handle: string): string {
  return handle.trim().replace(/^@+/, '');
}

/** The top of /creator/{handle}: hero, avatar, name, badge, bio, socials, numbers and actions. */
export function CreatorProfileHeader({ creator, messageAction }: { creator: Creator; messageAction?: ReactNode }) {
  const name = creatorDisplayName(creator);
  const canEdit = useCreatorEditAccess(creator.id);
  const editing = useCreatorImageEditing(creator);
  const socials = SOCIAL_NETWORKS.flatMap((network) => {
    const handle = creator[network.key];
    return handle && bareHandle(handle) ? [{ ...network, handle: bareHandle(handle) }] : [];
  });

  return (
    <header className="overflow-hidden rounded-2xl border border-border bg-surface/60">
      <div className="relative">
        <CreatorHero creator={creator} priority className="h-48 sm:h-64" />
        {canEdit && <EditImageButton label="Edit hero image" onClick={() => editing.choose('hero')} className="absolute top-3 right-3" />}
      </div>
      <div className="flex flex-col gap-5 px-6 pb-6 sm:flex-row sm:items-end">
        <div className="relative -mt-14 w-fit shrink-0">
          <CreatorAvatar creator={creator} className="size-28 text-3xl" />
          {canEdit && <EditImageButton label="Edit profile picture" onClick={() => editing.choose('avatar')} className="absolute right-0 bottom-1" />}
        </div>
        <div className="flex flex-1 flex-col gap-2 pt-4">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-display text-3xl font-semibold tracking-tight">{name}</h1>
            <span className="inline-flex items-center gap-1 rounded-full bg-success/10 px-2.5 py-0.5 text-xs font-medium text-success-light">
              <BadgeCheck aria-hidden className="size-3.5" /> Verified 21+
            </span>
          </div>
          <p className="text-sm text-ink-muted">@{creator.handle}</p>
          <p className="max-w-2xl text-ink-subtle">{creatorBio(creator)}</p>
          {socials.length > 0 && (
            <ul aria-label="Social links" className="flex flex-wrap gap-3 text-sm">
              {socials.map((social) => (
                <li key={social.key}>
                  <a
                    href={social.url(social.handle)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 text-ink-subtle hover:text-accent-light"
                  >
                    <AtSign aria-hidden className="size-3.5" />
                    <span>
                      {social.label} <span className="text-ink-muted">@{social.handle}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-center gap-5 text-sm text-ink-subtle">
            <span className="flex items-center gap-1" data-testid="creator-followers">
              <Users aria-hidden className="size-4 text-ink-faint" />
              {formatFollowers(creatorFollowers(creator))}
            </span>
            <span className="flex items-center gap-1">
              <Star aria-hidden className="size-4 fill-accent-bright text-accent-bright" />
              {creatorRating(creator).toFixed(1)}
            </span>
          </div>
        </div>
        <div className="flex items-center gap-2">
          <FollowControls creator={creator} placement="page" />
          {messageAction}
        </div>
      </div>
      {canEdit && editing.elements}
    </header>
  );
}
