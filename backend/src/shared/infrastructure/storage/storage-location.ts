/**
 * STORAGE_URL, parsed: where the file-storage port keeps its objects.
 *   unset or empty                    the local disk under STORAGE_DIR
 *   file:///var/lib/rounds/storage    the local disk there
 *   s3://bucket[/prefix]?region=…&endpoint=https://…&forcePathStyle=true
 *                                     an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …)
 * Credentials come from STORAGE_ACCESS_KEY_ID / STORAGE_SECRET_ACCESS_KEY, or else the AWS SDK's
 * default chain (AWS_* variables, instance or task role).
 */
export type StorageLocation =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Key prefix inside the bucket ('' or ending in '/'). */
      prefix: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      accessKeyId?: string;
      secretAccessKey?: string;
    };

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

export function parseStorageLocation(
  raw: string | undefined,
  storageDir: string,
  credentials: { accessKeyId?: string; secretAccessKey?: string },
  problems: string[],
): StorageLocation {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'local', dir: storageDir };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    problems.push(`STORAGE_URL must be s3://bucket?region=…&endpoint=… or file:///absolute/dir (got "${raw}")`);
    return { kind: 'local', dir: storageDir };
  }
  if (url.protocol === 'file:') return { kind: 'local', dir: decodeURIComponent(url.pathname) };
  if (url.protocol !== 's3:') {
    problems.push(`STORAGE_URL must start with s3:// or file:// (got "${raw}")`);
    return { kind: 'local', dir: storageDir };
  }
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) problems.push(`STORAGE_URL names no valid bucket (got "${bucket}")`);
  const prefixPath = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '');
  const endpoint = url.searchParams.get('endpoint') || undefined;
  if (endpoint && !/^https?:\/\/[^/]/.test(endpoint)) problems.push(`STORAGE_URL's endpoint must be an http(s) URL (got "${endpoint}")`);
  const forcePathStyle = url.searchParams.get('forcePathStyle') ?? 'false';
  if (!['true', 'false'].includes(forcePathStyle)) problems.push(`STORAGE_URL's forcePathStyle must be true or false (got "${forcePathStyle}")`);
  if (Boolean(credentials.accessKeyId) !== Boolean(credentials.secretAccessKey)) {
    problems.push('STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY go together: set both or neither');
  }
  return {
    kind: 's3',
    bucket,
    prefix: prefixPath ? `${prefixPath}/` : '',
    region: url.searchParams.get('region') || 'us-east-1',
    endpoint,
    forcePathStyle: forcePathStyle === 'true',
    accessKeyId: credentials.accessKeyId || undefined,
    secretAccessKey: credentials.secretAccessKey || undefined,
  };
}

/** The location as it may be logged: no credentials. */
export function describeStorageLocation(location: StorageLocation): string {
  if (location.kind === 'local') return `local disk ${location.dir}`;
  return `s3://${location.bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ''} (${location.region})`;
}
