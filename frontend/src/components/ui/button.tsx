import { Slot } from './slot';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from '@/lib/utils';

const variants = {
  primary: 'bg-accent text-on-accent hover:bg-accent-bright shadow-sm shadow-accent-deep/30',
  secondary: 'bg-surface-raised text-ink hover:bg-surface-strong',
  outline: 'border border-border-strong bg-transparent text-ink hover:bg-surface-raised hover:border-border-emphasis',
  ghost: 'bg-transparent text-ink-subtle hover:bg-surface-raised hover:text-ink-bright',
  destructive: 'bg-danger-strong text-on-danger hover:bg-danger',
  link: 'bg-transparent text-accent-bright underline-offset-4 hover:underline px-0',
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
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-bright',
        'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
