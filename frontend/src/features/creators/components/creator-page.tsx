import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { UserX } from 'lucide-react';
import { isApiError } from '@/api/fetcher';
import { LoadError, QueryState } from '@/components/query-state';
import { CommissionDisclosure } from '@/components/commission-disclosure';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useCreator, useCreatorCollections } from '../api/creators';
import type { Creator } from '../api/types';
import { CreatorCollections } from './creator-collections';
import { CreatorPageSkeleton } from './creator-page-skeleton';
import { CreatorProfileHeader } from './creator-profile-header';


interface CreatorPageProps {
  handle: string;
  /** The creator's picks (the feed feature's section), shown under the collections once the creator has loaded. */
  picks: (creator: Creator) => ReactNode;
  /** The Message button (the messages feature's), beside Follow. */
  messageAction?: (creator: Creator) => ReactNode;
}

/** /creator/{handle}: the profile header, the creator's collections and picks. */
export function CreatorPage({ handle, picks, messageAction }: CreatorPageProps) {
  const creator = useCreator(handle);
  return (
    <QueryState
      query={creator}
      pending={<CreatorPageSkeleton />}
      error={(error) =>
        isApiError(error, 404) || isApiError(error, 400) ? (
          <CreatorNotFound />
        ) : (
          <div className="mx-auto max-w-7xl px-4 py-8">
            <LoadError title="This creator could not be loaded" error={error} />
          </div>
        )
      }
    >
      {(data) => (
        // grid-cols-1 (minmax(0, 1fr)): the picks' tab row scrolls inside a phone's width instead of widening the page.
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-8">
          <div className="grid gap-3">
            <CreatorProfileHeader creator={data} messageAction={messageAction?.(data)} />
            <CommissionDisclosure />
          </div>
          <CollectionsSection creator={data} />
          {picks(data)}
        </div>
      )}
    </QueryState>
  );
}

function CollectionsSection({ creator }: { creator: Creator }) {
  const collections = useCreatorCollections(creator.id);
  if (!collections.data) return null;
  return <CreatorCollections creator={creator} collections={collections.data} />;
}

export function CreatorNotFound() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <EmptyState
        icon={<UserX className="size-6" />}
        title="Creator not found"
        description="The creator you're looking for doesn't exist or has been removed."
        action={
          <Button asChild>
            <Link to="/creators">Meet Our Curators</Link>
          </Button>
        }
      />
    </div>
  );
}
