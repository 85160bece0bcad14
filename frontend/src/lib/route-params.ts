import { notFound } from '@tanstack/react-router';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/**
 * `params.parse` of routes whose `$id` is a UUID (products, brands): anything else cannot name one,
 * so the route shows its not-found screen without asking the API.
 */
export function parseUuidIdParams(params: { id: string }): { id: string } {
  if (!isUuid(params.id)) throw notFound();
  return { id: params.id };
}
