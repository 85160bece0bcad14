import { CheckCircle2, Download, ExternalLink, FileSpreadsheet, XCircle } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { pluralize } from '@/lib/text';
import {
  isCsvFile,
  isJobRunning,
  PRODUCT_TEMPLATE_FILE_NAME,
  PRODUCT_TEMPLATE_URL,
  QUEUE_DASHBOARD_URL,
  useBulkUploadProducts,
  useCancelImportJob,
  useImportJob,
  useRefreshAfterImport,
  type ImportJob,
} from '../api/product-import';
import { ErrorsCsvDownload } from './errors-csv-download';
import { ImportProgressBar } from './import-progress-bar';

/** The specification's rule and wording: the first 10 errors are listed, then '... and {k} more errors'. */
export const VISIBLE_ROW_ERRORS = 10;

/**
 * The specification's "Product CSV panel": select a file, progress, results, 'Upload Another File', template.
 * The upload becomes a background job; the bar shows that job's real progress, polled from the server.
 */
export function ProductCsvUploadPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [jobId, setJobId] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useBulkUploadProducts();
  const cancel = useCancelImportJob();
  const { data: job, isError: jobLost } = useImportJob(jobId);
  const refreshAfterImport = useRefreshAfterImport();
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!job || isJobRunning(job) || announced.current === job.id) return;
    announced.current = job.id;
    if (job.state === 'completed' && job.result) {
      const { success, errorCount = 0, dryRun: wasDryRun } = job.result;
      toast({
        title: wasDryRun
          ? `Dry run: ${pluralize(success, 'product')} would be uploaded. ${pluralize(errorCount, 'error')}.`
          : `${pluralize(success, 'product')} uploaded successfully. ${pluralize(errorCount, 'error')}.`,
      });
      if (!wasDryRun) refreshAfterImport();
    } else if (job.state === 'failed') {
      toast({ title: 'Upload Failed', description: job.failedReason ?? 'The import stopped.', variant: 'destructive' });
      refreshAfterImport();
    }
  }, [job, refreshAfterImport]);

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isCsvFile(chosen)) {
      toast({ title: 'Invalid File Type', description: 'Please select a CSV file.', variant: 'destructive' });
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  function startUpload() {
    if (!file) return;
    upload.mutate(
      { file, dryRun },
      {
        onSuccess: ({ jobId: queued }) => setJobId(queued),
        onError: (error) => toast({ title: 'Upload Failed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  function reset() {
    setFile(null);
    setJobId(null);
    setDryRun(false);
    announced.current = null;
    upload.reset();
    if (fileInput.current) fileInput.current.value = '';
  }

  const finished = job !== undefined && !isJobRunning(job);
  return (
    <section aria-labelledby="product-upload-title" className="rounded-xl border border-border bg-surface/60 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="product-upload-title" className="flex items-center gap-2 text-lg font-semibold text-ink-bright">
            <FileSpreadsheet aria-hidden className="size-5 text-accent-bright" /> Bulk Product Upload
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            A CSV with the columns name, description, brand, price, categories, available, image (and optionally upc). Required: name, brand,
            price. Brands must match an existing brand exactly.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <a href={PRODUCT_TEMPLATE_URL} download={PRODUCT_TEMPLATE_FILE_NAME}>
              <Download /> Download Template
            </a>
          </Button>
          <Button asChild variant="ghost" size="sm">
            <a href={QUEUE_DASHBOARD_URL} target="_blank" rel="noreferrer">
              <ExternalLink /> Job Queues
            </a>
          </Button>
        </div>
      </div>

      {jobId === null && (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <label className="sr-only" htmlFor="product-csv-file">
            Product CSV file
          </label>
          <input
            ref={fileInput}
            id="product-csv-file"
            type="file"
            accept=".csv,text/csv"
            onChange={chooseFile}
            disabled={upload.isPending}
            className="text-sm text-ink-subtle file:mr-3 file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-2 file:text-ink hover:file:bg-surface-strong"
          />
          <label className="flex items-center gap-2 text-sm text-ink-subtle">
            <input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} disabled={upload.isPending} />
            Dry run (check only, write nothing)
          </label>
          <Button onClick={startUpload} disabled={!file || upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload'}
          </Button>
        </div>
      )}

      {jobId !== null && !finished && (
        <div className="mt-5 space-y-2" aria-live="polite">
          <div className="flex items-center justify-between text-sm text-ink-subtle">
            <span>{job?.state === 'active' ? 'Importing…' : 'Waiting for a worker…'}</span>
            <span data-testid="import-progress">{job?.progress ?? 0}%</span>
          </div>
          <ImportProgressBar value={job?.progress ?? 0} label="Import progress" />
          {jobLost && <p className="text-sm text-danger-bright">The job's status cannot be read right now; retrying.</p>}
          <Button variant="outline" size="sm" onClick={() => cancel.mutate(jobId)} disabled={cancel.isPending}>
            Cancel
          </Button>
        </div>
      )}

      {finished && <ImportResults job={job} onReset={reset} />}
    </section>
  );
}

function ImportResults({ job, onReset }: { job: ImportJob; onReset: () => void }) {
  const result = job.result;
  return (
    <div className="mt-5 space-y-3" aria-live="polite">
      <ImportProgressBar value={100} label="Import progress" />
      {job.state === 'completed' && result ? (
        <>
          <p className="flex items-center gap-2 text-ink">
            <CheckCircle2 aria-hidden className="size-5 text-success-bright" />
            <span data-testid="import-success">
              {result.dryRun
                ? `${result.success} of ${pluralize(result.total, 'product')} would be uploaded (${result.created} new, ${result.updated} updated). Nothing was written.`
                : `${result.success} of ${pluralize(result.total, 'product')} uploaded successfully (${result.created} new, ${result.updated} updated).`}
            </span>
          </p>
          {(result.errorCount ?? 0) > 0 && (
            <div className="rounded-lg border border-danger-deep/60 bg-danger-deepest/30 p-3 text-sm text-danger-pale">
              <p className="font-medium">
                {pluralize(result.errorCount ?? 0, 'error')}:
              </p>
              <ul className="mt-1 space-y-0.5" data-testid="import-errors">
                {result.errors.slice(0, VISIBLE_ROW_ERRORS).map((rowError) => (
                  <li key={`${rowError.row}-${rowError.error}`}>
                    Row {rowError.row}: {rowError.error}
                  </li>
                ))}
              </ul>
              {(result.errorCount ?? 0) > VISIBLE_ROW_ERRORS && <p className="mt-1">... and {pluralize((result.errorCount ?? 0) - VISIBLE_ROW_ERRORS, 'more error')}</p>}
              <ErrorsCsvDownload jobId={job.id} />
            </div>
          )}
        </>
      ) : (
        <p className="flex items-center gap-2 text-danger-light">
          <XCircle aria-hidden className="size-5" />
          Upload Failed: {job.failedReason ?? 'the import stopped.'}
        </p>
      )}
      <Button variant="outline" onClick={onReset}>
        Upload Another File
      </Button>
    </div>
  );
}
