import type { ImportResultDto } from '@/api/generated/model';
import { pluralize } from '@/lib/text';
import type { SpreadsheetKind } from '../api/bulk-upload';

/** The spreadsheet panels' 'Partial Success' line: '1 item uploaded, 2 failed'. */
export function partialUploadMessage(uploaded: number, failed: number): string {
  return `${pluralize(uploaded, 'item')} uploaded, ${failed} failed`;
}

/**
 * The spreadsheet panels' 'Upload Complete' line: 'Successfully uploaded 3 items', and for the universal sheet
 * where they went, ' to 1 brand and 2 products'.
 */
export function completeUploadMessage(kind: SpreadsheetKind, result: Pick<ImportResultDto, 'success' | 'brandsUpdated' | 'productsUpdated'>): string {
  const uploaded = `Successfully uploaded ${pluralize(result.success, 'item')}`;
  if (kind !== 'universal') return uploaded;
  return `${uploaded} to ${pluralize(result.brandsUpdated ?? 0, 'brand')} and ${pluralize(result.productsUpdated ?? 0, 'product')}`;
}

/** The per-brand image upload's toast: '1 image added to Juniper Lane.' */
export function brandImagesAddedMessage(uploaded: number, brandName: string): string {
  return `${pluralize(uploaded, 'image')} added to ${brandName}.`;
}
