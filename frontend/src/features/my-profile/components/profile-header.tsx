import { Link } from '@tanstack/react-router';
import { Camera, Eye, LayoutDashboard, Paintbrush, Save, Share2, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { User } from '@/features/auth';
import { formatMonthYear } from '@/lib/date-format';
import { useSaveProfileImage, useSaveProfileText } from '../api/save-profile';
import { InlineEditable } from './inline-editable';
import { useImageCropFlow } from './use-image-crop-flow';

interface ProfileHeaderProps {
  user: User;
  /** The counts row's items (`ProfileCount`s): favorites, following, collections. */
  counts: ReactNode;
  editing: boolean;
  saving: boolean;
  onToggleEditing: () => void;
  onSave: () => void;
  onShare: () => void;
  /** Further header buttons (the settings and partnerships dialogs' triggers), placed after Share. */
  extraActions?: ReactNode;
}

/**
 * The own profile's header: hero and round picture (click to change: choose → crop →
 * save), inline display name and bio, @username, counts, 'Member since', and the header buttons.
 */
export function ProfileHeader({ user, counts, editing, saving, onToggleEditing, onSave, onShare, extraActions }: ProfileHeaderProps) {
  const saveText = useSaveProfileText();
  const saveImage = useSaveProfileImage();
  const picture = useImageCropFlow({ title: 'Update Profile Picture', testId: 'profile-image-input', onCropped: (blob) => saveImage('profileImage', blob) });
  const hero = useImageCropFlow({ title: 'Update Hero Image', testId: 'hero-image-input', onCropped: (blob) => saveImage('heroImage', blob) });
  const name = user.displayName?.trim() || user.username;
  const isAdmin = user.role === 'admin' || user.username === 'admin';

  return (
    <header>
      <button
        type="button"
        onClick={() => hero.choose(16 / 9)}
        aria-label="Change hero image"
        className="group relative block h-36 w-full overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-accent-deep/40 via-surface to-canvas sm:h-52"
      >
        {user.heroImage && <img src={user.heroImage} alt="" className="size-full object-cover" />}
        <span className="absolute right-3 bottom-3 flex items-center gap-1 rounded-full bg-canvas/80 px-3 py-1 text-xs text-ink-soft opacity-90 group-hover:text-accent-light">
          <Camera aria-hidden className="size-3.5" /> Change hero
        </span>
      </button>

      <div className="flex flex-col gap-3 px-2 sm:flex-row sm:items-end sm:gap-4 sm:px-4">
        <button
          type="button"
          onClick={() => picture.choose(1)}
          aria-label="Change profile picture"
          className="group relative -mt-10 size-20 shrink-0 overflow-hidden rounded-full border-4 border-canvas bg-surface-raised sm:-mt-12 sm:size-24"
        >
          {user.profileImage ? (
            <img src={user.profileImage} alt="" className="size-full object-cover" data-testid="profile-picture" />
          ) : (
            <span aria-hidden className="grid size-full place-items-center text-3xl font-semibold text-accent-light">
              {name.charAt(0).toUpperCase()}
            </span>
          )}
          <span className="absolute inset-0 grid place-items-center bg-canvas/50 opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
            <Camera aria-hidden className="size-5 text-ink" />
          </span>
        </button>
        <div className="min-w-0 flex-1 sm:pb-1">
          <InlineEditable label="Display name" value={user.displayName} placeholder={user.username} maxLength={100} onSave={(value) => saveText('displayName', value)}>
            <h1 className="truncate font-display text-2xl font-semibold tracking-tight sm:text-3xl">{name}</h1>
          </InlineEditable>
          <p className="text-sm text-ink-muted">@{user.username}</p>
        </div>
      </div>

      <div className="mt-3 grid gap-3 px-2 sm:px-4">
        <InlineEditable label="Bio" value={user.bio} placeholder="Tell visitors what you pour." multiline maxLength={500} onSave={(value) => saveText('bio', value)}>
          <p className="whitespace-pre-wrap text-sm text-ink-subtle" data-testid="profile-bio">
            {user.bio || <span className="text-ink-faint">Add a bio</span>}
          </p>
        </InlineEditable>
        <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm" aria-label="Profile counts">
          {counts}
        </ul>
        <p className="text-xs text-ink-faint">Member since {formatMonthYear(user.createdAt)}</p>

        {/* One flex row: other features add one button each (settings, partnerships) through extraActions. */}
        <div className="flex flex-wrap gap-2" data-testid="profile-actions">
          {isAdmin && (
            <Button asChild variant="outline" size="sm">
              <Link to="/admin">
                <ShieldCheck aria-hidden className="mr-1 size-4" /> Platform Management
              </Link>
            </Button>
          )}
          {user.role === 'brand' && (
            <Button asChild variant="outline" size="sm">
              <Link to="/brand">
                <LayoutDashboard aria-hidden className="mr-1 size-4" /> Brand Dashboard
              </Link>
            </Button>
          )}
          <Button variant={editing ? 'secondary' : 'outline'} size="sm" onClick={onToggleEditing} aria-pressed={editing}>
            {editing ? <Eye aria-hidden className="mr-1 size-4" /> : <Paintbrush aria-hidden className="mr-1 size-4" />}
            {editing ? 'Preview' : 'Customize'}
          </Button>
          {editing && (
            <Button size="sm" onClick={onSave} disabled={saving}>
              <Save aria-hidden className="mr-1 size-4" /> {saving ? 'Saving…' : 'Save'}
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={onShare}>
            <Share2 aria-hidden className="mr-1 size-4" /> Share
          </Button>
          {extraActions}
        </div>
      </div>
      {picture.elements}
      {hero.elements}
    </header>
  );
}
