import { useState } from 'react';
import { errorMessage } from '@/api/fetcher';
import type { CreatorApplicationDto, CreatorApplicationStatus } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatShortDate } from '@/lib/date-format';
import { ADMIN_PAGE_SIZE } from '../api/back-office';
import { useCreatorApplications, useReviewCreatorApplication } from '../api/creator-applications';
import { AdminPagination, SELECT_CLASS, StatusPill } from './admin-table';

const STATUS_FILTERS: {
  value: CreatorApplicationStatus | 'all';
  label: string;
}[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
const TONE = { pending: 'accent', approved: 'good', rejected: 'bad' } as const;
const SOCIAL_LABELS = [
  ['instagramHandle', 'Instagram'],
  ['tiktokHandle', 'TikTok'],
  ['youtubeHandle', 'YouTube'],
  ['twitterHandle', 'Twitter'],
] as const;

function RejectDialog({ application, onClose }: { application: CreatorApplicationDto; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const review = useReviewCreatorApplication();
  const submit = () =>
    review.mutate(
      { id: application.id, decision: 'reject', reason },
      {
        onSuccess: () => {
          toast({
            title: 'Application rejected',
            description: `@${application.handle} will see your reason on their profile.`,
          });
          onClose();
        },
        onError: (error) =>
          toast({
            title: 'Could not reject the application',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject @{application.handle}</DialogTitle>
          <DialogDescription>The applicant sees this reason on their profile and may apply again.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 py-2">
          <Label htmlFor="reject-reason">Reason</Label>
          <Textarea id="reject-reason" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={reason.trim() === '' || review.isPending} onClick={submit}>
            {review.isPending ? 'Rejecting…' : 'Reject application'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ApplicationCard({ application, onReject }: { application: CreatorApplicationDto; onReject: () => void }) {
  const review = useReviewCreatorApplication();
  const approve = () =>
    review.mutate(
      { id: application.id, decision: 'approve' },
      {
        onSuccess: () =>
          toast({
            title: 'Application approved',
            description: `/creator/${application.handle} is live.`,
          }),
        onError: (error) =>
          toast({
            title: 'Could not approve the application',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );
  const socials = SOCIAL_LABELS.flatMap(([field, label]) => (application[field] ? [`${label} @${application[field]}`] : []));
  return (
    <li className="grid gap-3 rounded-lg border border-border bg-surface p-4" data-testid="creator-application">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-ink">
            @{application.handle} <span className="text-ink-subtle">· {application.name}</span>
          </p>
          <p className="text-xs text-ink-muted">Submitted {formatShortDate(application.createdAt)}</p>
        </div>
        <StatusPill tone={TONE[application.status]}>{application.status[0].toUpperCase() + application.status.slice(1)}</StatusPill>
      </div>
      <p className="text-sm break-words text-ink-subtle">{application.bio}</p>
      {socials.length > 0 && <p className="text-xs text-ink-muted">{socials.join(' · ')}</p>}
      <ol className="grid gap-1 text-sm" aria-label={`Picks of @${application.handle}`}>
        {application.picks.map((pick) => (
          <li key={pick.productId} className="break-words">
            <span className="font-medium text-ink">{pick.productName ?? 'A product no longer in the catalog'}</span> <span className="text-ink-muted">— {pick.note}</span>
          </li>
        ))}
      </ol>
      {application.status === 'rejected' && <p className="text-sm text-danger-light">Reason: {application.rejectionReason}</p>}
      {application.status === 'pending' && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={review.isPending} onClick={approve}>
            Approve
          </Button>
          <Button size="sm" variant="outline" disabled={review.isPending} onClick={onReject}>
            Reject
          </Button>
        </div>
      )}
    </li>
  );
}

/** Creator applications in the Curators tab: approve makes the page; reject asks for a reason. */
export function CreatorApplicationsPanel() {
  const [status, setStatus] = useState<CreatorApplicationStatus | 'all'>('pending');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<CreatorApplicationDto | null>(null);
  const applications = useCreatorApplications(status === 'all' ? undefined : status, page);
  return (
    <section className="grid gap-3" aria-labelledby="creator-applications-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="creator-applications-title" className="font-display text-lg font-semibold">
          Curator applications
        </h3>
        <label className="flex items-center gap-2 text-sm text-ink-subtle">
          Show
          <select
            className={SELECT_CLASS}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as CreatorApplicationStatus | 'all');
              setPage(1);
            }}
          >
            {STATUS_FILTERS.map((filter) => (
              <option key={filter.value} value={filter.value}>
                {filter.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {applications.isPending ? (
        <Spinner className="py-6" />
      ) : applications.isError ? (
        <p className="py-4 text-danger-bright">The applications could not be loaded. {errorMessage(applications.error)}</p>
      ) : applications.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border py-6 text-center text-sm text-ink-muted">No {status === 'all' ? '' : `${status} `}applications.</p>
      ) : (
        <>
          <ul className="grid gap-3 lg:grid-cols-2">
            {applications.data.items.map((application) => (
              <ApplicationCard key={application.id} application={application} onReject={() => setRejecting(application)} />
            ))}
          </ul>
          <AdminPagination page={page} total={applications.data.total} pageSize={ADMIN_PAGE_SIZE} onPageChange={setPage} noun={['application', 'applications']} />
        </>
      )}
      {rejecting && <RejectDialog application={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  );
}
