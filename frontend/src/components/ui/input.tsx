import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/utils';

export function Input({ className, ref, ...props }: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return (
    <input
      ref={ref}
      className={cn(
        'h-10 w-full rounded-md border border-stone-700 bg-stone-900 px-3 text-sm text-stone-100',
        'placeholder:text-stone-400 focus-visible:border-amber-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-amber-500/30',
        'disabled:opacity-50',
        className,
      )}
      {...props}
    />
  );
}
