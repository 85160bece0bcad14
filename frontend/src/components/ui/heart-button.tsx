import { Heart } from 'lucide-react';
import type { MouseEvent } from 'react';
import { cn } from '@/lib/utils';

interface HeartButtonProps {
  /** Filled when the thing is already a favorite (or followed). */
  active?: boolean;
  /** What the heart does, for screen readers, e.g. "Add Highland Reach to favorites". */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}

/**
 * The favorite heart used on cards. Cards are usually links, so a click here must neither follow
 * the card's link nor bubble up to it.
 */
export function HeartButton({ active = false, label, onClick, disabled, className }: HeartButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    onClick();
  };
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active}
      disabled={disabled}
      onClick={handleClick}
      className={cn(
        'grid size-9 place-items-center rounded-full bg-canvas/70 text-ink-soft backdrop-blur transition-colors',
        'hover:text-favorite-bright focus-visible:outline-2 focus-visible:outline-accent-bright disabled:opacity-50',
        active && 'text-favorite',
        className,
      )}
    >
      <Heart className={cn('size-4', active && 'fill-current')} aria-hidden />
    </button>
  );
}
