import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';

/**
 * The closing call to action: 'Get Started' opens sign-up (/auth on its Sign Up tab) and 'Browse
 * Curators' the creator list.
 */
export function ClosingCallToAction() {
  return (
    <section className="mx-auto max-w-7xl px-4">
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-border bg-gradient-to-br from-accent/15 via-surface to-surface px-6 py-14 text-center">
        <h2 className="font-display text-3xl font-semibold tracking-tight">Drink better with people who know</h2>
        <p className="max-w-xl text-ink-subtle">Follow curators you trust and shop their picks, delivered today or shipped in two days.</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/auth" search={{ tab: 'sign-up' }}>
              Get Started
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/creators">Browse Curators</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
