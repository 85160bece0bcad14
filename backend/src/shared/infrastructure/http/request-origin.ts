/**
 * The origin a request came in on (`https://shop.example:8443`): Express's `request.protocol`, which honours
 * X-Forwarded-Proto only as far as TRUST_PROXY allows, and the Host header. Null when the Host is not a
 * plain host[:port] (a forged header can say anything). Only for answers to the caller itself, never for
 * anything cached or shown to others: the caller chooses its Host.
 */
export function requestOrigin(request: { protocol: string; get(name: string): string | undefined }): string | null {
  const host = request.get('host');
  if (!host || !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host)) return null;
  if (request.protocol !== 'http' && request.protocol !== 'https') return null;
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return null;
  }
}
