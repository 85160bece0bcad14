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
        {/* The seed shows no action for this button; creator applications are not open yet. */}
        <Button variant="outline">Apply to be a Curator</Button>
      </header>
      <CreatorList variant="list" placeholders={{ count: 6, label: 'Loading curators' }} />
    </div>
  );
}
