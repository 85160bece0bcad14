import { useState } from 'react';
import { Eye, Pencil, Star, Trash2, UserPlus } from 'lucide-react';
import { errorMessage } from '@/api/fetcher';
import type { AdminCreatorDto } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatDollars } from '@/lib/money';
import { formatCount } from '@/lib/number-format';
import { cn } from '@/lib/utils';
import { ADMIN_PAGE_SIZE, useAdminBrands, useAdminCohorts, useAdminCreators, useSetCreatorPublished, useToggleCohortFeatured, useToggleCreatorFeatured } from '../api/back-office';
import { toast } from '@/components/ui/use-toast';
import { AdminPagination, AdminTable, EmptyRow, StatusPill } from './admin-table';
import { CreatorApplicationsPanel } from './creator-applications-panel';
import { AddCreatorPageDialog } from './add-creator-page-dialog';
import { CreatorPageDialog } from './creator-page-dialog';
import { UnpublishCreatorDialog } from './unpublish-creator-dialog';

const Failed = ({ what, error }: { what: string; error: unknown }) => (
  <p className="py-8 text-center text-danger-bright">
    The {what} could not be loaded. {errorMessage(error)}
  </p>
);

const CURATOR_COLUMNS = ['Handle', 'Name', 'Followers', 'Rating', 'Revenue', 'Status', 'Featured', 'Actions'];

/** Curators tab: the star features a curator on the home page at once; Delete unpublishes a page (after a confirmation), Publish shows it again. */
export function CuratorsTab() {
  const [page, setPage] = useState(1);
  const creators = useAdminCreators(page);
  const toggle = useToggleCreatorFeatured();
  const [editing, setEditing] = useState<AdminCreatorDto | null>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AdminCreatorDto | null>(null);
  const publication = useSetCreatorPublished();
  const publish = (creator: AdminCreatorDto) =>
    publication.mutate(
      { id: creator.id, published: true },
      {
        onSuccess: () => toast({ title: 'Curator page published', description: `@${creator.handle} is in the shop again.` }),
        onError: (error) => toast({ title: 'Failed to publish curator', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  if (creators.isPending) return <Spinner className="py-12" />;
  if (creators.isError) return <Failed what="curators" error={creators.error} />;
  return (
    <div className="space-y-4">
      <CreatorApplicationsPanel />
      <div className="flex justify-end">
        <Button type="button" onClick={() => setAdding(true)}>
          <UserPlus /> Add curator
        </Button>
      </div>
      <AdminTable head={CURATOR_COLUMNS} label="Curators" dimmed={creators.isPlaceholderData}>
        {creators.data.items.map((creator) => (
          <tr key={creator.id} className="border-b border-border/60 last:border-0">
            <td className="px-4 py-3 font-medium text-ink">@{creator.handle}</td>
            <td className="px-4 py-3 text-ink-subtle">{creator.name ?? '—'}</td>
            <td className="px-4 py-3 text-ink-subtle">{formatCount(creator.followers)}</td>
            <td className="px-4 py-3 text-ink-subtle">{creator.rating.toFixed(1)}</td>
            <td className="px-4 py-3 text-ink">{formatDollars(creator.totalEarnings)}</td>
            <td className="px-4 py-3">
              <span className="flex flex-wrap gap-1">
                <StatusPill tone={creator.isVerified ? 'good' : 'neutral'}>{creator.isVerified ? 'Verified' : 'Pending'}</StatusPill>
                {!creator.published && <StatusPill tone="bad">Unpublished</StatusPill>}
              </span>
            </td>
            <td className="px-4 py-3">
              <Button
                size="icon"
                variant="ghost"
                aria-pressed={creator.featured}
                aria-label={`${creator.featured ? 'Remove' : 'Add'} @${creator.handle} ${creator.featured ? 'from' : 'to'} featured`}
                onClick={() => toggle.mutate({ id: creator.id, featured: !creator.featured })}
              >
                <Star className={cn(creator.featured ? 'fill-accent-bright text-accent-bright' : 'text-ink-faint')} />
              </Button>
            </td>
            <td className="px-4 py-3">
              <span className="flex items-center gap-1">
                <Button size="icon" variant="ghost" aria-label={`Edit @${creator.handle}`} onClick={() => setEditing(creator)}>
                  <Pencil />
                </Button>
                {creator.published ? (
                  <Button size="icon" variant="ghost" aria-label={`Delete @${creator.handle}`} onClick={() => setDeleting(creator)}>
                    <Trash2 className="text-danger-light" />
                  </Button>
                ) : (
                  <Button size="sm" variant="outline" aria-label={`Publish @${creator.handle}`} disabled={publication.isPending} onClick={() => publish(creator)}>
                    <Eye /> Publish
                  </Button>
                )}
              </span>
            </td>
          </tr>
        ))}
        {creators.data.items.length === 0 && <EmptyRow columns={CURATOR_COLUMNS.length}>No curators yet.</EmptyRow>}
      </AdminTable>
      <AdminPagination page={page} total={creators.data.total} pageSize={ADMIN_PAGE_SIZE} onPageChange={setPage} noun={['curator', 'curators']} />
      {editing && <CreatorPageDialog creator={editing} onClose={() => setEditing(null)} />}
      {adding && <AddCreatorPageDialog onClose={() => setAdding(false)} />}
      {deleting && <UnpublishCreatorDialog creator={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}

const COLLECTION_COLUMNS = ['Name', 'Description', 'Category', 'Status', 'Featured'];

/** Collections tab: cohorts with a Featured/Standard badge and a toggle. */
export function CollectionsTab() {
  const cohorts = useAdminCohorts();
  const toggle = useToggleCohortFeatured();
  if (cohorts.isPending) return <Spinner className="py-12" />;
  if (cohorts.isError) return <Failed what="collections" error={cohorts.error} />;
  return (
    <AdminTable head={COLLECTION_COLUMNS} label="Collections">
      {cohorts.data.map((cohort) => (
        <tr key={cohort.id} className="border-b border-border/60 last:border-0">
          <td className="px-4 py-3 font-medium text-ink">{cohort.name}</td>
          <td className="max-w-md px-4 py-3 text-ink-subtle">{cohort.description ?? '—'}</td>
          <td className="px-4 py-3 text-ink-subtle capitalize">{cohort.category ?? '—'}</td>
          <td className="px-4 py-3">
            <StatusPill tone={cohort.featured ? 'accent' : 'neutral'}>{cohort.featured ? 'Featured' : 'Standard'}</StatusPill>
          </td>
          <td className="px-4 py-3">
            <Button
              size="sm"
              variant="outline"
              aria-pressed={cohort.featured}
              aria-label={`${cohort.featured ? 'Unfeature' : 'Feature'} ${cohort.name}`}
              onClick={() => toggle.mutate({ id: cohort.id, featured: !cohort.featured })}
            >
              {cohort.featured ? 'Unfeature' : 'Feature'}
            </Button>
          </td>
        </tr>
      ))}
      {cohorts.data.length === 0 && <EmptyRow columns={COLLECTION_COLUMNS.length}>No collections yet.</EmptyRow>}
    </AdminTable>
  );
}

const BRAND_COLUMNS = ['Name', 'Description', 'Website', 'Status'];

/** Brands tab: name, description, website link and the Active badge. */
export function BrandsTab() {
  const brands = useAdminBrands();
  if (brands.isPending) return <Spinner className="py-12" />;
  if (brands.isError) return <Failed what="brands" error={brands.error} />;
  return (
    <AdminTable head={BRAND_COLUMNS} label="Brands">
      {brands.data.map((brand) => (
        <tr key={brand.id} className="border-b border-border/60 last:border-0">
          <td className="px-4 py-3 font-medium text-ink">{brand.name}</td>
          <td className="max-w-md px-4 py-3 text-ink-subtle">{brand.description ?? brand.blurb ?? '—'}</td>
          <td className="px-4 py-3">
            {brand.website ? (
              <a className="text-accent-bright hover:underline" href={brand.website} target="_blank" rel="noreferrer noopener">
                {brand.website.replace(/^https?:\/\//, '')}
              </a>
            ) : (
              '—'
            )}
          </td>
          <td className="px-4 py-3">
            <StatusPill tone="good">Active</StatusPill>
          </td>
        </tr>
      ))}
      {brands.data.length === 0 && <EmptyRow columns={BRAND_COLUMNS.length}>No brands yet.</EmptyRow>}
    </AdminTable>
  );
}
