import { DomainError } from '../../../shared/domain/domain-error';
import { allowedMovesPhrase, transitionTable } from '../../../shared/domain/transition-table';

/** What a creator application may become: an admin approves or rejects a pending one, once. */
export const CREATOR_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CreatorApplicationStatus = (typeof CREATOR_APPLICATION_STATUSES)[number];

export class CreatorApplicationReviewedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'APPLICATION_ALREADY_REVIEWED';
  constructor(from: CreatorApplicationStatus = 'approved', to: CreatorApplicationStatus = 'rejected') {
    super(`This application is ${from} and cannot become ${to}; ${allowedMovesPhrase(CREATOR_APPLICATION_STATUS_TABLE, from)}.`);
  }
}

export const CREATOR_APPLICATION_STATUS_TABLE = transitionTable<CreatorApplicationStatus>(
  { pending: ['approved', 'rejected'], approved: [], rejected: [] },
  (from, to) => new CreatorApplicationReviewedError(from, to),
);

/** A creator page handle: 3 to 30 letters, digits or underscores, kept lower-case (the page's URL is /creator/{handle}). */
export const CREATOR_HANDLE_PATTERN = /^[a-z0-9_]{3,30}$/;
export const PICKS_PER_APPLICATION = 3;
export const PICK_NOTE_MAX = 200;

export function normalizeHandle(raw: string): string {
  return raw.trim().replace(/^@/, '').toLowerCase();
}

export class InvalidCreatorHandleError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_HANDLE';
  constructor() {
    super('A handle is 3 to 30 letters, digits or underscores, such as maya_pours.');
  }
}

export class CreatorHandleTakenError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'HANDLE_TAKEN';
  constructor(handle = 'mayapours') {
    super(`The handle @${handle} is taken. Choose another one.`);
  }
}

export class CreatorApplicationPendingError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'APPLICATION_PENDING';
  constructor() {
    super('You already have an application under review. You will see its status on your profile.');
  }
}

export class AccountOwnsCreatorPageError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'ALREADY_A_CREATOR';
  constructor(handle = 'mayapours') {
    super(`This account already has a creator page (@${handle}); an account has at most one.`);
  }
}

export class AlreadyCreatorError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'ALREADY_A_CREATOR';
  constructor() {
    super('You already have a creator page.');
  }
}

export class CreatorApplicationPicksError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_PICKS';
  constructor(message = `Choose ${PICKS_PER_APPLICATION} different products from the catalog, each with a line on why you recommend it.`) {
    super(message);
  }
}

export class CreatorApplicationNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'APPLICATION_NOT_FOUND';
  constructor() {
    super('Creator application not found.');
  }
}

export interface CreatorPick {
  productId: string;
  note: string;
}

/** The handle as stored; throws when it cannot be a page address. */
export function assertValidHandle(raw: string): string {
  const handle = normalizeHandle(raw);
  if (!CREATOR_HANDLE_PATTERN.test(handle)) throw new InvalidCreatorHandleError();
  return handle;
}

/** Exactly three different products, each with a non-empty line of at most PICK_NOTE_MAX characters. */
export function assertValidPicks(picks: readonly CreatorPick[]): CreatorPick[] {
  if (picks.length !== PICKS_PER_APPLICATION) throw new CreatorApplicationPicksError();
  if (new Set(picks.map((pick) => pick.productId)).size !== picks.length) throw new CreatorApplicationPicksError('Choose three different products.');
  return picks.map((pick) => {
    const note = pick.note.trim();
    if (note.length === 0 || note.length > PICK_NOTE_MAX) throw new CreatorApplicationPicksError(`Each pick needs a line of 1 to ${PICK_NOTE_MAX} characters on why you recommend it.`);
    return { productId: pick.productId, note };
  });
}
