import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  /** A "view all" link beside the title. */
  viewAll?: { to: '/products' | '/creators'; label: string };
  children: ReactNode;
}

export function HomeSection({ id, title, subtitle, viewAll, children }: HomeSectionProps) {
  return (
    <section aria-labelledby={id} className="mx-auto grid max-w-7xl gap-6 px-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="font-display text-3xl font-semibold tracking-tight">
            {title}
          </h2>
          {subtitle && <p className="mt-1 text-ink-muted">{subtitle}</p>}
        </div>
        {viewAll && (
          <Link
            to={viewAll.to}
            className="inline-flex items-center gap-1 text-sm font-medium text-accent-bright underline-offset-4 hover:underline"
          >
            {viewAll.label} <ArrowRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
