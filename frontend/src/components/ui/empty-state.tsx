import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** The "nothing here" block of lists and pages. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  return (
    <div className={cn('flex flex-col items-center rounded-xl border border-dashed border-stone-800 px-6 py-14 text-center', className)}>
      {icon && (
        <span aria-hidden className="mb-4 grid size-12 place-items-center rounded-full bg-amber-500/10 text-amber-400">
          {icon}
        </span>
      )}
      <h2 className="text-lg font-semibold text-stone-100">{title}</h2>
      {description && <p className="mt-2 max-w-md text-sm text-stone-400">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
