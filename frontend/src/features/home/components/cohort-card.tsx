import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import type { Cohort } from '../api/types';
import { pluralize } from '@/lib/text';

/** The specification's cohort card: leads to /feed; name, creatorCount (default 0) 'creators', description. */
export function CohortCard({ cohort }: { cohort: Cohort }) {
  return (
    <Link
      to="/feed"
      data-testid="cohort-card"
      className="group relative flex min-h-44 flex-col justify-end overflow-hidden rounded-2xl border border-border bg-surface p-5 hover:border-accent/60"
    >
      {cohort.image && (
        <img
          src={cohort.image}
          alt=""
          aria-hidden
          width={800}
          height={500}
          className="absolute inset-0 h-full w-full object-cover opacity-40 transition-opacity group-hover:opacity-50"
        />
      )}
      <div className="relative">
        <h3 className="text-lg font-semibold text-ink-bright">{cohort.name}</h3>
        <p className="mt-1 flex items-center gap-1 text-sm text-accent-light">
          <Users aria-hidden className="size-4" /> {pluralize(cohort.creatorCount ?? 0, 'creator')}
        </p>
        {cohort.description && <p className="mt-2 line-clamp-2 text-sm text-ink-subtle">{cohort.description}</p>}
      </div>
    </Link>
  );
}
