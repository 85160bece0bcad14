import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { CreatorList } from './creator-list';

/** /creators: every curator. */
export function CreatorsPage() {
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl font-semibold tracking-tight">Meet Our Curators</h1>
          <p className="mt-2 text-ink-muted">Expert curators sharing the bottles they love. Shop their picks.</p>
        </div>
        {/* Signed-out visitors are sent to /auth by the signed-in area's guard and come back to the form. */}
        <Button asChild variant="outline">
          <Link to="/creators/apply">Apply to be a Curator</Link>
        </Button>
      </header>
      <CreatorList variant="list" placeholders={{ count: 6, label: 'Loading curators' }} />
    </div>
  );
}
