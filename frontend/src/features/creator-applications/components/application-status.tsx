import { Link } from '@tanstack/react-router';
import type { CreatorApplicationDto } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useMyCreatorApplication } from '../api/creator-applications';

const TONE = { pending: 'border-info/40', approved: 'border-success/40', rejected: 'border-danger/40' } as const;

/** Where an application stands, in the applicant's words: under review, approved with the page, or rejected with the reason. */
export function CreatorApplicationStatus({ application, className }: { application: CreatorApplicationDto; className?: string }) {
  return (
    <section aria-label="Curator application" data-testid="creator-application-status" className={cn('rounded-lg border bg-surface p-4 text-sm', TONE[application.status], className)}>
      {application.status === 'pending' && (
        <p>
          <strong className="text-ink">Your curator application for @{application.handle} is under review.</strong>{' '}
          <span className="text-ink-muted">We will let you know here once an admin has looked at it.</span>
        </p>
      )}
      {application.status === 'approved' && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p>
            <strong className="text-ink">Your curator application was approved.</strong> <span className="text-ink-muted">Your page is live with your three picks.</span>
          </p>
          <Button asChild size="sm">
            <Link to="/creator/$handle" params={{ handle: application.handle }}>
              View your page
            </Link>
          </Button>
        </div>
      )}
      {application.status === 'rejected' && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="min-w-0">
            <strong className="text-ink">Your curator application for @{application.handle} was not approved.</strong>{' '}
            <span className="text-ink-muted">Reason: {application.rejectionReason}</span>
          </p>
          <Button asChild size="sm" variant="outline">
            <Link to="/creators/apply">Apply again</Link>
          </Button>
        </div>
      )}
    </section>
  );
}

/** The profile's line about the user's application; nothing when they never applied. */
export function MyCreatorApplicationStatus() {
  const application = useMyCreatorApplication();
  if (!application.data) return null;
  return <CreatorApplicationStatus application={application.data} className="mt-6" />;
}
