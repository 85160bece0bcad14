import { Slot } from './slot';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/utils';

const variants = {
  primary: 'bg-amber-500 text-stone-950 hover:bg-amber-400 shadow-sm shadow-amber-900/30',
  secondary: 'bg-stone-800 text-stone-100 hover:bg-stone-700',
  outline: 'border border-stone-700 bg-transparent text-stone-100 hover:bg-stone-800 hover:border-stone-600',
  ghost: 'bg-transparent text-stone-300 hover:bg-stone-800 hover:text-stone-50',
  destructive: 'bg-red-600 text-white hover:bg-red-500',
  link: 'bg-transparent text-amber-400 underline-offset-4 hover:underline px-0',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (e.g. a router Link) with button styling instead of a <button>. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ className, variant = 'primary', size = 'md', asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-400',
        'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
