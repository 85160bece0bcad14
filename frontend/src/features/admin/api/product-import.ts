import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/fetcher';
import {
  cancelImportJob,
  getGetAdminStatsQueryKey,
  getGetImportJobQueryKey,
  getImportJob,
  getListAdminProductsQueryKey,
} from '@/api/generated/endpoints/admin/admin';
import type { ImportJobDto, QueuedImportDto } from '@/api/generated/model';

export type ImportJob = ImportJobDto;

/** The template link of the upload panel, served by the API from the same definition the importer reads. */
export const PRODUCT_TEMPLATE_URL = '/api/admin/products/bulk-upload/template';
export const PRODUCT_TEMPLATE_FILE_NAME = 'product_upload_template.csv';
/** Bull Board, mounted by the server for admins. */
export const QUEUE_DASHBOARD_URL = '/admin/queues';

const POLL_INTERVAL_MS = 1000;

export function isCsvFile(file: File): boolean {
  return /\.csv$/i.test(file.name.trim());
}

export function isJobRunning(job: ImportJob | undefined): boolean {
  return job?.state === 'waiting' || job?.state === 'active';
}

/**
 * Sends the CSV and answers the queued job. It calls the shared fetcher itself rather than the
 * generated `bulkUploadProducts`, which sets `Content-Type: multipart/form-data` without the boundary
 * the browser has to add — the server could not read such a body.
 */
export function useBulkUploadProducts() {
  return useMutation({
    mutationKey: ['bulkUploadProducts'],
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<QueuedImportDto>({
        url: '/api/admin/products/bulk-upload',
        method: 'POST',
        data: form,
        params: dryRun ? { dryRun: true } : undefined,
      });
    },
  });
}

/** The job's state and real progress, polled while it waits or runs. */
export function useImportJob(jobId: string | null) {
  return useQuery({
    queryKey: getGetImportJobQueryKey(jobId ?? ''),
    queryFn: ({ signal }) => getImportJob(jobId!, undefined, signal),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data === undefined || isJobRunning(query.state.data) ? POLL_INTERVAL_MS : false),
  });
}

export function useCancelImportJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => cancelImportJob(jobId),
    onSuccess: (job) => queryClient.setQueryData(getGetImportJobQueryKey(job.id), job),
  });
}

/** After an import the stat cards and the table show the new products. */
export function useRefreshAfterImport() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getGetAdminStatsQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getListAdminProductsQueryKey() });
  };
}
