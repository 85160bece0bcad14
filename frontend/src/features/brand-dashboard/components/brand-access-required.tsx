import { Link } from '@tanstack/react-router';
import { Building2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The specification's screen: what a signed-out visitor sees at /brand. */
export function BrandAccessRequired() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <Building2 aria-hidden className="size-10 text-accent-bright" />
      <h1 className="mt-4 font-display text-3xl font-semibold">Brand Access Required</h1>
      <p className="mt-3 text-ink-subtle">Sign in with a brand account to run campaigns, discover creators and send gift offers.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/auth">Sign In</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/brand-register">Register a brand</Link>
        </Button>
      </div>
    </section>
  );
}
