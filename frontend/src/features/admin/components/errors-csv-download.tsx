import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorsCsvUrl } from '../api/bulk-upload';

/** The link to an import job's refused rows (GET /api/admin/jobs/{jobId}/errors.csv), under its row errors. */
export function ErrorsCsvDownload({ jobId }: { jobId: string }) {
  return (
    <>
      <Button asChild variant="outline" size="sm" className="mt-3">
        <a href={errorsCsvUrl(jobId)} download={`${jobId}-errors.csv`}>
          <Download /> Download errors.csv
        </a>
      </Button>
      <p className="mt-1 text-xs text-danger-light/80">The failed rows as uploaded, with an error column: fix them and upload that file again.</p>
    </>
  );
}
