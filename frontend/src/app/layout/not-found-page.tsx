import { Link } from '@tanstack/react-router';
import { ArrowLeft, Compass, Home } from 'lucide-react';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-24 text-center">
      <span aria-hidden className="grid size-16 place-items-center rounded-full bg-accent/10 text-accent-bright">
        <Compass className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl font-semibold">404 Page Not Found</h1>
      <p className="mt-2 text-ink-muted">The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <div className="mt-8 flex gap-3">
        <Button variant="outline" onClick={() => window.history.back()}>
          <ArrowLeft /> Back
        </Button>
        <Button asChild>
          <Link to="/">
            <Home /> Go Home
          </Link>
        </Button>
      </div>
    </section>
  );
}
