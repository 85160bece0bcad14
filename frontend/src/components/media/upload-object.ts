import { apiFetch } from '@/api/fetcher';
import { issueUploadUrl } from '@/api/generated/endpoints/objects/objects';
import type { StoredObjectDto } from '@/api/generated/model';

/**
 * The specification's storage flow: ask for a single-use upload URL, PUT the file to it with
 * its content type, and answer the object's public path (/objects/uploads/{key}). When the answer
 * carries no objectPath, the seeds' rewrite rule applies: the upload URL's path without its signature.
 */
export async function uploadObject(file: Blob, contentType = file.type): Promise<string> {
  const { uploadURL } = await issueUploadUrl();
  const stored = await apiFetch<StoredObjectDto | undefined>({ url: uploadURL, method: 'PUT', headers: { 'Content-Type': contentType }, data: file });
  return stored?.objectPath ?? objectPathOf(uploadURL);
}

/** /objects/uploads/{rest} for an upload URL, wherever it points (the seeds' rewrite of a private storage URL). */
export function objectPathOf(uploadURL: string): string {
  const path = new URL(uploadURL, window.location.origin).pathname;
  const marker = '/uploads/';
  const at = path.indexOf(marker);
  return at === -1 ? path : `/objects/uploads/${path.slice(at + marker.length)}`;
}
