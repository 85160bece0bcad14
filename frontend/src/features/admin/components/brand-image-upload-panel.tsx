import { ImagePlus, X } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import type { BrandDto } from '@/api/generated/model';
import { formatMegabytes, isImageFile, useUploadBrandImages, type FileStatus } from '../api/bulk-upload';
import { brandImagesAddedMessage } from '../lib/upload-messages';

interface QueuedFile {
  file: File;
  status: FileStatus;
}

const STATUS_STYLE: Record<FileStatus, string> = {
  pending: 'text-ink-muted',
  uploading: 'text-accent-light',
  success: 'text-success-bright',
  error: 'text-danger-bright',
};

/**
 * The specification's "Per-brand image upload": choose a brand, add image files, upload. Each file goes
 * pending → uploading → success or error; only pending files can be removed; successful ones leave the
 * list after a run, failed ones stay to be tried again.
 */
export function BrandImageUploadPanel({ brands }: { brands: BrandDto[] }) {
  const [brandId, setBrandId] = useState('');
  const [files, setFiles] = useState<QueuedFile[]>([]);
  const upload = useUploadBrandImages();
  const brand = brands.find((candidate) => candidate.id === brandId);

  function addFiles(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!brandId) {
      toast({ title: 'Brand Required', description: 'Please select a brand before adding files', variant: 'destructive' });
      return;
    }
    const images = chosen.filter(isImageFile);
    if (images.length < chosen.length) toast({ title: 'Only image files', description: 'Files that are not images were not added.' });
    setFiles((current) => [...current, ...images.map((file) => ({ file, status: 'pending' as const }))]);
  }

  function setStatus(file: File, status: FileStatus) {
    setFiles((current) => current.map((entry) => (entry.file === file ? { ...entry, status } : entry)));
  }

  function start() {
    if (!brandId || !brand) {
      toast({ title: 'Brand Required', description: 'Please select a brand before adding files', variant: 'destructive' });
      return;
    }
    const toSend = files.filter((entry) => entry.status === 'pending' || entry.status === 'error').map((entry) => entry.file);
    if (toSend.length === 0) {
      toast({ title: 'No Files', description: 'Please add files to upload', variant: 'destructive' });
      return;
    }
    upload.mutate(
      { brandId, existing: brand.images, files: toSend, onStatus: setStatus },
      {
        onSuccess: ({ uploaded, failed }) => {
          setFiles((current) => current.filter((entry) => entry.status !== 'success'));
          if (failed > 0) toast({ title: 'Upload Failed', description: 'Some files failed to upload. Please try again for the failed files.', variant: 'destructive' });
          else toast({ title: 'Upload successful!', description: brandImagesAddedMessage(uploaded, brand.name) });
        },
        onError: () => {
          setFiles((current) => current.map((entry) => (entry.status === 'uploading' ? { ...entry, status: 'error' } : entry)));
          toast({ title: 'Upload Failed', description: 'Failed to start upload process', variant: 'destructive' });
        },
      },
    );
  }

  return (
    <section aria-labelledby="brand-image-upload-title" className="rounded-xl border border-border bg-surface/60 p-5">
      <h2 id="brand-image-upload-title" className="flex items-center gap-2 text-lg font-semibold text-ink-bright">
        <ImagePlus aria-hidden className="size-5 text-accent-bright" /> Brand Image Upload
      </h2>
      <p className="mt-1 text-sm text-ink-muted">Upload images for one brand. The spreadsheets above can then refer to them by file name.</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label className="text-sm text-ink-subtle" htmlFor="brand-image-brand">
          Brand
        </label>
        <select
          id="brand-image-brand"
          value={brandId}
          onChange={(event) => setBrandId(event.target.value)}
          className="h-9 max-w-full rounded-md border border-border-strong bg-canvas px-2 text-sm text-ink"
        >
          <option value="">Select a brand…</option>
          {brands.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.name}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="brand-image-files">
          Image files
        </label>
        <input
          id="brand-image-files"
          type="file"
          multiple
          accept="image/png,image/jpeg,image/webp"
          onChange={addFiles}
          disabled={upload.isPending}
          className="max-w-full text-sm text-ink-subtle file:mr-3 file:rounded-md file:border-0 file:bg-surface-raised file:px-3 file:py-2 file:text-ink hover:file:bg-surface-strong"
        />
        <Button onClick={start} disabled={upload.isPending}>
          {upload.isPending ? 'Uploading…' : 'Upload Images'}
        </Button>
      </div>
      {files.length > 0 && (
        <ul className="mt-4 divide-y divide-border rounded-lg border border-border" data-testid="brand-image-files">
          {files.map((entry, index) => (
            <li key={`${entry.file.name}-${index}`} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 truncate text-ink-soft">{entry.file.name}</span>
              <span className="flex shrink-0 items-center gap-3">
                <span className="text-ink-faint">{formatMegabytes(entry.file.size)}</span>
                <span className={STATUS_STYLE[entry.status]}>{entry.status}</span>
                {entry.status === 'pending' && (
                  <Button variant="ghost" size="icon" aria-label={`Remove ${entry.file.name}`} onClick={() => setFiles((current) => current.filter((other) => other !== entry))}>
                    <X />
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
