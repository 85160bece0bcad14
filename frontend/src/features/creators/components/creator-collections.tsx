import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import type { Creator, CreatorCollection } from '../api/types';
import { creatorDisplayName } from '../lib/creator-display';

/** The specification's "{name}'s Collections" with name, description, product count and 'View Collection'. */
export function CreatorCollections({ creator, collections }: { creator: Creator; collections: readonly CreatorCollection[] }) {
  if (collections.length === 0) return null;
  return (
    <section aria-labelledby="creator-collections-title" className="grid gap-4">
      <h2 id="creator-collections-title" className="font-display text-2xl font-semibold">
        {creatorDisplayName(creator)}&apos;s Collections
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {collections.map((collection) => {
          const count = collection.productCount ?? collection.productIds.length;
          return (
            <article
              key={collection.id}
              data-testid="creator-collection"
              className="flex flex-col gap-2 rounded-xl border border-border bg-surface/60 p-5"
            >
              <h3 className="font-semibold">{collection.name}</h3>
              {collection.description && <p className="text-sm text-ink-muted">{collection.description}</p>}
              <p className="text-sm text-ink-subtle">
                {count} {count === 1 ? 'product' : 'products'}
              </p>
              <Button asChild variant="outline" size="sm" className="mt-auto w-fit">
                <Link to="/creator/$handle/collections/$id" params={{ handle: creator.handle, id: collection.id }}>
                  View Collection
                </Link>
              </Button>
            </article>
          );
        })}
      </div>
    </section>
  );
}
