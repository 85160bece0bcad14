/**
 * Where a product's or brand's image may point: a file this shop serves (`/images/…` for the bundled
 * assets, `/objects/…` for uploaded objects) or an https URL on another host. Anything else — a
 * `javascript:` or `data:` URI, plain http, a protocol-relative `//host` or a path climbing out with
 * `..` — is refused, because the storefront puts the value straight into an <img src>.
 */
const SHOP_PATH = /^\/(images|objects)\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]+$/;

export function isAcceptedImageReference(value: string): boolean {
  if (value.startsWith('/')) return SHOP_PATH.test(value) && !value.split('/').includes('..');
  // WHATWG URL parsing forgives a lot ('https:///x' becomes host x); the text itself must already be https://host….
  if (!/^https:\/\/[^/\\\s@]/i.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '' && !/\s/.test(value);
}

export const IMAGE_REFERENCE_RULE = 'an https URL or a path under /images/ or /objects/';
