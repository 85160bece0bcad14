import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What a proxy or client may name a request: letters, digits and . _ : - , at most 128 characters. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The caller's X-Request-Id when it is sane (a load balancer's id ties its logs to ours), otherwise a new UUID. */
export function requestIdFrom(header: string | string[] | undefined): string {
  const offered = Array.isArray(header) ? header[0] : header;
  return offered && SANE_REQUEST_ID.test(offered) ? offered : randomUUID();
}
