import { DomainError } from '../../../shared/domain/domain-error';

/** A brand account whose brand does not exist (or an admin naming an unknown brand). */
export class BrandOfAccountNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'BRAND_NOT_FOUND';
  constructor(message = 'Your account has no brand yet. Register a brand at /brand-register.') {
    super(message);
  }
}

/** Another brand's campaign is reported exactly like a campaign that does not exist. */
export class CampaignNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'CAMPAIGN_NOT_FOUND';
  constructor(id: string) {
    super(`Your brand has no campaign with the id ${id}.`);
  }
}

export class CampaignDatesError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'CAMPAIGN_DATES_INVALID';
  constructor() {
    super('endDate must not be before startDate.');
  }
}

export class CampaignBudgetBelowSpentError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'CAMPAIGN_BUDGET_BELOW_SPENT';
  constructor(spentDollars: string) {
    super(`The budget cannot be less than what the campaign has already spent ($${spentDollars}).`);
  }
}
