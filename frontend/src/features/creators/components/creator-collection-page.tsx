import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, FolderHeart } from 'lucide-react';
import { getGetProductQueryKey, getProduct } from '@/api/generated/endpoints/catalog/catalog';
import { LoadError } from '@/components/query-state';
import { ProductImage } from '@/components/product-image';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDollars } from '@/lib/money';
import { useCreator, useCreatorCollections } from '../api/creators';
import type { Creator, CreatorCollection } from '../api/types';
import { creatorDisplayName } from '../lib/creator-display';
import { pluralize } from '@/lib/text';

/**
 * /creator/{handle}/collections/{id}: the collection's name, description and products in the creator's
 * order, each leading to the product with the creator's `utm_source` (a purchase is attributed to them).
 */
export function CreatorCollectionPage({ handle, collectionId }: { handle: string; collectionId: string }) {
  const creator = useCreator(handle);
  const collections = useCreatorCollections(creator.data?.id);
  if (creator.isError) return <Shell><LoadError title="Creator could not be loaded" error={creator.error} /></Shell>;
  if (collections.isError) return <Shell><LoadError title="Collection could not be loaded" error={collections.error} /></Shell>;
  if (!creator.data || !collections.data) return <CollectionSkeleton />;
  const collection = collections.data.find((candidate) => candidate.id === collectionId);
  if (!collection) return <CollectionNotFound handle={handle} />;
  return <CollectionView creator={creator.data} collection={collection} />;
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">{children}</div>;
}

function CollectionView({ creator, collection }: { creator: Creator; collection: CreatorCollection }) {
  const products = useQueries({
    queries: collection.productIds.map((id) => ({ queryKey: getGetProductQueryKey(id), queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(id, undefined, undefined, signal) })),
  });
  return (
    <Shell>
      <Link to="/creator/$handle" params={{ handle: creator.handle }} className="inline-flex w-fit items-center gap-1 text-sm text-ink-muted hover:text-accent-light">
        <ArrowLeft aria-hidden className="size-4" /> Back to {creatorDisplayName(creator)}
      </Link>
      <header>
        <p className="text-sm text-accent-light">A collection by {creatorDisplayName(creator)}</p>
        <h1 className="mt-1 font-display text-4xl font-semibold tracking-tight">{collection.name}</h1>
        {collection.description && <p className="mt-2 max-w-2xl text-ink-muted">{collection.description}</p>}
        <p className="mt-2 text-sm text-ink-subtle">
          {pluralize(collection.productIds.length, 'product')}
        </p>
      </header>
      {collection.productIds.length === 0 ? (
        <EmptyState icon={<FolderHeart className="size-6" />} title="No products in this collection yet" />
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {products.map((query, index) => (
            <li key={collection.productIds[index]}>
              {query.data ? (
                <Link
                  to="/products/$id"
                  params={{ id: query.data.id }}
                  search={{ utm_source: creator.id }}
                  data-testid="collection-product"
                  className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface/60 transition-colors hover:border-accent/60"
                >
                  <ProductImage name={query.data.name} image={query.data.image} category={query.data.categories[0]} className="aspect-square w-full" />
                  <div className="flex flex-1 flex-col gap-1 p-4">
                    <span className="text-xs text-accent-light">{query.data.brand.name}</span>
                    <h2 className="font-semibold group-hover:text-accent-light">{query.data.name}</h2>
                    <p className="mt-auto pt-2 text-lg font-semibold">{formatDollars(query.data.price)}</p>
                  </div>
                </Link>
              ) : query.isError ? (
                <div className="grid h-full place-items-center rounded-xl border border-border p-4 text-sm text-ink-muted">This product could not be loaded</div>
              ) : (
                <Skeleton className="aspect-[3/4] w-full rounded-xl" />
              )}
            </li>
          ))}
        </ul>
      )}
    </Shell>
  );
}

function CollectionSkeleton() {
  return (
    <Shell>
      <div role="status" aria-label="Loading collection" className="grid gap-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-5 w-1/2" />
      </div>
    </Shell>
  );
}

export function CollectionNotFound({ handle }: { handle: string }) {
  return (
    <Shell>
      <EmptyState
        icon={<FolderHeart className="size-6" />}
        title="Collection not found"
        description="This collection doesn't exist or has been removed."
        action={
          <Link to="/creator/$handle" params={{ handle }} className="text-sm font-medium text-accent-bright hover:underline">
            Back to the curator
          </Link>
        }
      />
    </Shell>
  );
}
