import { AlertTriangle, CheckCircle2, Download, FileSpreadsheet, XCircle } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { isSpreadsheetFile, SPREADSHEET_TEMPLATE, useUploadSpreadsheet, type SpreadsheetKind } from '../api/bulk-upload';
import { isJobRunning, useCancelImportJob, useImportJob, type ImportJob } from '../api/product-import';
import { completeUploadMessage, partialUploadMessage } from '../lib/upload-messages';
import { ErrorsCsvDownload } from './errors-csv-download';
import { ImportProgressBar } from './import-progress-bar';
import { VISIBLE_ROW_ERRORS } from './product-csv-upload-panel';

/**
 * The specification's "Bulk upload panels": the universal panel and the spreadsheet panel share this body —
 * choose a CSV or Excel file, the job's real progress, then 'Upload Complete' or 'Partial Success' with
 * the row errors and a link to errors.csv (the failed rows plus an error column, to fix and upload again).
 */
export function SpreadsheetUploadPanel({ kind, title, description, chips }: { kind: SpreadsheetKind; title: string; description: string; chips: ReactNode }) {
  const [file, setFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadSpreadsheet(kind);
  const cancel = useCancelImportJob();
  const { data: job } = useImportJob(jobId);
  const template = SPREADSHEET_TEMPLATE[kind];
  const inputId = `${kind}-spreadsheet-file`;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && !isSpreadsheetFile(chosen)) {
      toast({ title: 'Invalid File', description: 'Please select a CSV or Excel file', variant: 'destructive' });
      event.target.value = '';
      setFile(null);
      return;
    }
    setFile(chosen);
  }

  function start() {
    if (!file) {
      toast({ title: 'No File Selected', description: 'Please select a CSV or Excel file', variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ jobId: queued }) => setJobId(queued),
      onError: (error) => toast({ title: 'Upload Failed', description: `Upload failed: ${errorMessage(error)}`, variant: 'destructive' }),
    });
  }

  function reset() {
    setFile(null);
    setJobId(null);
    upload.reset();
    if (fileInput.current) fileInput.current.value = '';
  }

  const finished = job !== undefined && !isJobRunning(job);
  return (
    <section aria-labelledby={`${kind}-title`} className="rounded-xl border border-border bg-surface/60 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${kind}-title`} className="flex items-center gap-2 text-lg font-semibold text-ink-bright">
            <FileSpreadsheet aria-hidden className="size-5 shrink-0 text-accent-bright" /> {title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{description}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={template.url} download={template.fileName}>
            <Download /> Download Template
          </a>
        </Button>
      </div>
      <div className="mt-3">{chips}</div>

      {jobId === null && (
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <label className="sr-only" htmlFor={inputId}>
            {title} file
          </label>
          <input
            ref={fileInput}
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.ms-excel,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={chooseFile}
            disabled={upload.isPending}
            className="max-w-full text-sm text-ink-subtle file:mr-3 file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-2 file:text-ink hover:file:bg-surface-strong"
          />
          <Button onClick={start} disabled={upload.isPending}>
            {upload.isPending ? 'Uploading…' : 'Upload Spreadsheet'}
          </Button>
        </div>
      )}

      {jobId !== null && !finished && (
        <div className="mt-5 space-y-2" aria-live="polite">
          <div className="flex items-center justify-between text-sm text-ink-subtle">
            <span>{job?.state === 'active' ? 'Processing…' : 'Waiting for a worker…'}</span>
            <span data-testid={`${kind}-progress`}>{Math.round(job?.progress ?? 0)}%</span>
          </div>
          <ImportProgressBar value={job?.progress ?? 0} label={`${title} progress`} />
          <Button variant="outline" size="sm" onClick={() => cancel.mutate(jobId)} disabled={cancel.isPending}>
            Cancel
          </Button>
        </div>
      )}

      {finished && <SpreadsheetResults kind={kind} job={job} onReset={reset} />}
    </section>
  );
}

function SpreadsheetResults({ kind, job, onReset }: { kind: SpreadsheetKind; job: ImportJob; onReset: () => void }) {
  const result = job.result;
  const failed = result?.failed ?? 0;
  return (
    <div className="mt-5 space-y-3" aria-live="polite" data-testid={`${kind}-result`}>
      <ImportProgressBar value={100} label="Upload progress" />
      {job.state === 'completed' && result ? (
        failed > 0 ? (
          <div className="flex items-start gap-2 text-ink">
            <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-bright" />
            <div>
              <p className="font-semibold">Partial Success</p>
              <p className="text-sm text-ink-subtle">
                {partialUploadMessage(result.success, failed)}
              </p>
            </div>
          </div>
        ) : (
          <div className="flex items-start gap-2 text-ink">
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-success-bright" />
            <div>
              <p className="font-semibold">Upload Complete</p>
              <p className="text-sm text-ink-subtle">
                {completeUploadMessage(kind, result)}
              </p>
            </div>
          </div>
        )
      ) : (
        <div className="flex items-start gap-2 text-danger-light">
          <XCircle aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">Upload Failed</p>
            <p className="text-sm">{job.failedReason ? `Upload failed: ${job.failedReason}` : 'Failed to process spreadsheet'}</p>
          </div>
        </div>
      )}
      {result && failed > 0 && (
        <div className="rounded-lg border border-danger-deep/60 bg-danger-deepest/30 p-3 text-sm text-danger-pale">
          <ul className="space-y-0.5" data-testid={`${kind}-errors`}>
            {result.errors.slice(0, VISIBLE_ROW_ERRORS).map((rowError) => (
              <li key={rowError.row} className="break-words">
                Row {rowError.row}: {rowError.message ?? rowError.error}
              </li>
            ))}
          </ul>
          {failed > VISIBLE_ROW_ERRORS && <p className="mt-1">... and {failed - VISIBLE_ROW_ERRORS} more errors</p>}
          <ErrorsCsvDownload jobId={job.id} />
        </div>
      )}
      <Button variant="outline" onClick={onReset}>
        Upload Another File
      </Button>
    </div>
  );
}
