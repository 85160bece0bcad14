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
        'grid size-9 place-items-center rounded-full bg-stone-950/70 text-stone-200 backdrop-blur transition-colors',
        'hover:text-rose-400 focus-visible:outline-2 focus-visible:outline-amber-400 disabled:opacity-50',
        active && 'text-rose-500',
        className,
      )}
    >
      <Heart className={cn('size-4', active && 'fill-current')} aria-hidden />
    </button>
  );
}
