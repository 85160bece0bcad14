import { DomainError } from '../../../shared/domain/domain-error';

/**
 * A signed-in user's own collections on /profile: a name required after
 * trimming, an optional description, private unless made public. Only the owner sees or changes a
 * private one; to anyone else it does not exist (404).
 */
export const MAX_COLLECTION_NAME_LENGTH = 200;
export const MAX_COLLECTION_DESCRIPTION_LENGTH = 1_000;
export const MAX_COLLECTION_ITEMS = 200;

export class CollectionNameRequiredError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'COLLECTION_NAME_REQUIRED';
  constructor() {
    super('name is required');
  }
}

export class ProfileCollectionNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'COLLECTION_NOT_FOUND';
  constructor() {
    super('Collection not found.');
  }
}

export class CollectionFullError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'COLLECTION_FULL';
  constructor() {
    super(`A collection holds at most ${MAX_COLLECTION_ITEMS} products.`);
  }
}

/** The stored name: trimmed, refused when nothing is left. */
export function collectionName(value: string): string {
  const name = value.trim();
  if (name === '') throw new CollectionNameRequiredError();
  return name;
}

/** The stored description: trimmed, null when absent or empty. */
export function collectionDescription(value: string | null | undefined): string | null {
  const description = value?.trim() ?? '';
  return description === '' ? null : description;
}
