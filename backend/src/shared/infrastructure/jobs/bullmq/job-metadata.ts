/** Where a BullMQ job's data keeps what the queue adds to the payload; handlers never see it. */
const METADATA_KEY = '__rounds';

export interface JobMetadata {
  /** The HTTP request that queued the job: its id is on every log line of the job's runs. */
  requestId?: string;
}

/** The job data stored in Redis: the payload, plus the metadata when there is any. */
export function withJobMetadata<Payload>(payload: Payload, metadata: JobMetadata): Payload {
  if (!metadata.requestId || payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  return { ...payload, [METADATA_KEY]: metadata };
}

/** The payload the handler gets and the metadata, from stored job data (jobs queued before metadata existed have none). */
export function splitJobMetadata(data: unknown): { payload: unknown; metadata: JobMetadata } {
  if (data === null || typeof data !== 'object' || !(METADATA_KEY in data)) return { payload: data, metadata: {} };
  const { [METADATA_KEY]: metadata, ...payload } = data as Record<string, unknown>;
  return { payload, metadata: (metadata ?? {}) as JobMetadata };
}
