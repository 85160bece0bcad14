import { DomainError } from '../../../shared/domain/domain-error';
import { allowedMovesPhrase, transitionTable } from '../../../shared/domain/transition-table';

export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Every campaign starts as a draft. */
export const INITIAL_CAMPAIGN_STATUS: CampaignStatus = 'draft';

/**
 * Every allowed move; anything not listed is refused with 409.
 * - draft → active: the brand launches it.
 * - active ↔ paused: the brand stops and resumes it.
 * - active → completed, paused → completed: the brand ends it; completed is final (its figures stay).
 * No move back to draft: once live, a campaign has spent money and figures that a draft would hide.
 */
export const CAMPAIGN_STATUS_TRANSITIONS: Readonly<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  draft: ['active'],
  active: ['paused', 'completed'],
  paused: ['active', 'completed'],
  completed: [],
};

export class CampaignStatusTransitionError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'CAMPAIGN_STATUS_TRANSITION_NOT_ALLOWED';

  constructor(
    readonly from: CampaignStatus,
    readonly to: CampaignStatus,
  ) {
    super(`A campaign that is ${from} cannot become ${to}; ${allowedMovesPhrase(CAMPAIGN_STATUS_TABLE, from)}.`);
  }
}

/** The campaign status machine: {@link CAMPAIGN_STATUS_TRANSITIONS}, refused with {@link CampaignStatusTransitionError} (409). */
export const CAMPAIGN_STATUS_TABLE = transitionTable(CAMPAIGN_STATUS_TRANSITIONS, (from, to) => new CampaignStatusTransitionError(from, to));

export function isCampaignStatus(value: unknown): value is CampaignStatus {
  return CAMPAIGN_STATUS_TABLE.isStatus(value);
}

/** Throws {@link CampaignStatusTransitionError} (409) unless `from → to` is in the table. */
export function assertCampaignTransition(from: CampaignStatus, to: CampaignStatus): void {
  CAMPAIGN_STATUS_TABLE.assertMove(from, to);
}
