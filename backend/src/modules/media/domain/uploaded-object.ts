import type { MediaType } from './media-type';

/**
 * An object's life: POST /api/objects/upload issues a single-use URL (`issued`); the PUT claims it
 * (`receiving`: nobody can use the URL again) and ends `stored` (served at /objects/uploads/{key})
 * or `refused` (nothing kept). Moves only along this table, and only in one statement that checks the
 * state it leaves, so two processes racing on one URL cannot both receive.
 */
export type UploadState = 'issued' | 'receiving' | 'stored' | 'refused';

export const UPLOAD_TRANSITIONS: Readonly<Record<UploadState, readonly UploadState[]>> = {
  issued: ['receiving'],
  receiving: ['stored', 'refused'],
  stored: [],
  refused: [],
};

/** The states an object may move to `to` from. */
export function statesBefore(to: UploadState): UploadState[] {
  return (Object.keys(UPLOAD_TRANSITIONS) as UploadState[]).filter((from) => UPLOAD_TRANSITIONS[from].includes(to));
}

/** How long an upload URL may be used. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

/** Public paths of uploaded objects (the seeds' rewrite rule): /objects/uploads/{key}. */
export const UPLOADS_PATH_PREFIX = '/objects/uploads/';
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isUploadKey(key: string): boolean {
  return KEY.test(key);
}

export function objectPathOf(key: string): string {
  return `${UPLOADS_PATH_PREFIX}${key}`;
}

/** The key of an /objects/uploads/{key} path, or null when the text is no such path. */
export function uploadKeyOfPath(path: string): string | null {
  if (!path.startsWith(UPLOADS_PATH_PREFIX)) return null;
  const key = path.slice(UPLOADS_PATH_PREFIX.length);
  return isUploadKey(key) ? key : null;
}

/** Where the port keeps the bytes. */
export function storageKeyOf(key: string): string {
  return `uploads/${key}`;
}

export interface UploadGrant {
  key: string;
  ownerUserId: string;
  /** Set for a per-brand image upload: the brand it is stored for and the file name it came with. */
  brandId?: string | null;
  fileName?: string | null;
  expiresAt: Date;
  state: UploadState;
}

export interface StoredObject {
  key: string;
  ownerUserId: string;
  contentType: MediaType;
  sizeBytes: number;
  etag: string;
}
