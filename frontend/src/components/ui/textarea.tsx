import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** A multi-line text field styled like Input. */
export function Textarea({
  className,
  ref,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <textarea
      ref={ref}
      className={cn(
        'w-full rounded-md border border-border-strong bg-surface px-3 py-2 text-sm text-ink',
        'placeholder:text-ink-muted focus-visible:border-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent/30',
        'disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
