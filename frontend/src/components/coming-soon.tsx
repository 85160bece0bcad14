import { Link } from '@tanstack/react-router';
import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface ComingSoonProps {
  title: string;
  /** What the section will offer, in one sentence. */
  summary?: ReactNode;
}

/** Placeholder for a section whose feature has not shipped yet; it never shows made-up data. */
export function ComingSoon({ title, summary }: ComingSoonProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center">
      <span aria-hidden className="grid size-14 place-items-center rounded-full bg-accent/10 text-accent-bright">
        <Hourglass className="size-6" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {summary && <p className="mt-3 text-ink-subtle">{summary}</p>}
      <p className="mt-3 text-sm text-ink-muted">This section is coming in a later release.</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
