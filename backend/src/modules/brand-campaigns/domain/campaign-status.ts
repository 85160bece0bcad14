import { DomainError } from '../../../shared/domain/domain-error';

export const CAMPAIGN_STATUSES = ['draft', 'active', 'paused', 'completed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Every campaign starts as a draft (seed 001 §3, §4). */
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
    const allowed = CAMPAIGN_STATUS_TRANSITIONS[from];
    const next = allowed.length > 0 ? `it can only become ${allowed.join(' or ')}` : `${from} is final`;
    super(`A campaign that is ${from} cannot become ${to}; ${next}.`);
  }
}

export function isCampaignStatus(value: unknown): value is CampaignStatus {
  return typeof value === 'string' && (CAMPAIGN_STATUSES as readonly string[]).includes(value);
}

/** Throws {@link CampaignStatusTransitionError} (409) unless `from → to` is in the table. */
export function assertCampaignTransition(from: CampaignStatus, to: CampaignStatus): void {
  if (!CAMPAIGN_STATUS_TRANSITIONS[from].includes(to)) throw new CampaignStatusTransitionError(from, to);
}
