import { Link } from '@tanstack/react-router';
import { ShieldAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** What a signed-in user without the admin role sees at /admin. */
export function AdminAccessRequired() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <ShieldAlert aria-hidden className="size-10 text-accent-bright" />
      <h1 className="mt-4 font-display text-3xl font-semibold">Admin Access Required</h1>
      <p className="mt-3 text-ink-subtle">You are not allowed to view this page: Platform Management is for Rounds admins only.</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to="/">Back to Home</Link>
      </Button>
    </section>
  );
}
