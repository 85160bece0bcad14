import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/api/fetcher';
import { useMyCreatorApplication } from '../api/creator-applications';
import { CreatorApplicationForm } from './creator-application-form';
import { CreatorApplicationStatus } from './application-status';

/** /creators/apply: the form, or where the user's application stands while it is pending or once approved. */
export function CreatorApplicationPage() {
  const application = useMyCreatorApplication();
  return (
    <div className="mx-auto grid w-full max-w-2xl min-w-0 gap-6 px-4 py-10">
      <header>
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Apply to be a Curator</h1>
        <p className="mt-2 text-ink-muted">Tell shoppers who you are and the three bottles you would recommend first. An admin reviews every application.</p>
      </header>
      {application.isPending ? (
        <Spinner className="py-12" />
      ) : application.isError ? (
        <p className="text-danger-bright">Your application could not be loaded. {errorMessage(application.error)}</p>
      ) : application.data && application.data.status !== 'rejected' ? (
        <CreatorApplicationStatus application={application.data} />
      ) : (
        <>
          {application.data && <CreatorApplicationStatus application={application.data} />}
          <CreatorApplicationForm />
        </>
      )}
    </div>
  );
}
