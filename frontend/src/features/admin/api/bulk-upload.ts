import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/api/fetcher';
import { getListBrandsQueryKey, issueUploadUrls, setImages } from '@/api/generated/endpoints/catalog/catalog';
import type { QueuedImportDto } from '@/api/generated/model';

/** The two image spreadsheets of the Bulk Upload tab. */
export type SpreadsheetKind = 'brand-images' | 'universal';

export const SPREADSHEET_UPLOAD_URL: Record<SpreadsheetKind, string> = {
  'brand-images': '/api/brands/bulk-upload/spreadsheet',
  universal: '/api/universal/bulk-upload',
};
export const SPREADSHEET_TEMPLATE: Record<SpreadsheetKind, { url: string; fileName: string }> = {
  'brand-images': { url: '/api/brands/bulk-upload/spreadsheet/template', fileName: 'bulk-image-upload-template.csv' },
  universal: { url: '/api/universal/bulk-upload/template', fileName: 'universal-bulk-image-upload-template.csv' },
};

export function errorsCsvUrl(jobId: string): string {
  return `/api/admin/jobs/${encodeURIComponent(jobId)}/errors.csv`;
}

const SPREADSHEET_TYPES = ['text/csv', 'application/vnd.ms-excel', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/** As specified, a CSV or an Excel file, by type or by name. */
export function isSpreadsheetFile(file: File): boolean {
  return SPREADSHEET_TYPES.includes(file.type) || /\.(csv|xlsx)$/i.test(file.name.trim());
}

/** Only image files can be added to the per-brand upload. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/') || /\.(png|jpe?g|webp)$/i.test(file.name);
}

/** The specification's format: sizes in MB with one decimal. */
export function formatMegabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Sends the spreadsheet (multipart, so the browser sets the boundary) and answers the queued job. */
export function useUploadSpreadsheet(kind: SpreadsheetKind) {
  return useMutation({
    mutationKey: ['uploadSpreadsheet', kind],
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<QueuedImportDto>({ url: SPREADSHEET_UPLOAD_URL[kind], method: 'POST', data: form });
    },
  });
}

export type FileStatus = 'pending' | 'uploading' | 'success' | 'error';

/** Per-brand image upload: signed URLs for the files, a PUT of each, then the brand's list saved. */
export function useUploadBrandImages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      brandId,
      existing,
      files,
      onStatus,
    }: {
      brandId: string;
      existing: string[];
      files: File[];
      onStatus: (file: File, status: FileStatus) => void;
    }): Promise<{ uploaded: number; failed: number }> => {
      const { uploadURLs } = await issueUploadUrls({ brandId, filenames: files.map((file) => file.name) });
      const stored: string[] = [];
      let failed = 0;
      for (const [index, file] of files.entries()) {
        onStatus(file, 'uploading');
        try {
          const response = await fetch(uploadURLs[index].uploadURL, { method: 'PUT', body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' }, credentials: 'include' });
          if (!response.ok) throw new Error(`Upload failed: ${response.statusText}`);
          stored.push(uploadURLs[index].publicURL);
          onStatus(file, 'success');
        } catch {
          failed += 1;
          onStatus(file, 'error');
        }
      }
      if (stored.length > 0) await setImages(brandId, { images: [...existing, ...stored] });
      return { uploaded: stored.length, failed };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListBrandsQueryKey() }),
  });
}
