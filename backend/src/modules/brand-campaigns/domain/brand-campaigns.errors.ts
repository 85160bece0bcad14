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

export class GiftOfferNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'GIFT_OFFER_NOT_FOUND';
  constructor(id: string) {
    super(`You have no partnership offer with the id ${id}.`);
  }
}

export class GiftOfferAlreadyPendingError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'GIFT_OFFER_ALREADY_PENDING';
  constructor() {
    super('This creator already has a pending gift offer of this product. Wait for their answer or for it to expire.');
  }
}

export class CampaignBudgetExceededError extends DomainError {
  readonly kind = 'unprocessable' as const;
  readonly code = 'CAMPAIGN_BUDGET_EXCEEDED';
  constructor(remainingDollars: string, valueDollars: string) {
    super(`This gift ($${valueDollars}) is more than the campaign's remaining budget of $${remainingDollars}.`);
  }
}

export class GiftProductNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'PRODUCT_NOT_FOUND';
  constructor(id: string) {
    super(`Your brand has no product with the id ${id}.`);
  }
}

export class GiftProductUnavailableError extends DomainError {
  readonly kind = 'unprocessable' as const;
  readonly code = 'PRODUCT_UNAVAILABLE';
  constructor(name: string) {
    super(`${name} is not available, so it cannot be gifted. Make it available first.`);
  }
}

export class GiftRecipientNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'CREATOR_NOT_FOUND';
  constructor(id: string) {
    super(`No creator has the id ${id}. Gift offers go to creators found in Creator Discovery.`);
  }
}

export class GiftRecipientWithoutAccountError extends DomainError {
  readonly kind = 'unprocessable' as const;
  readonly code = 'CREATOR_WITHOUT_ACCOUNT';
  constructor(handle: string) {
    super(`@${handle} has no Rounds account yet, so nobody could accept a gift offer.`);
  }
}

export class GiftExpiryInPastError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'GIFT_EXPIRY_IN_PAST';
  constructor() {
    super('expiresAt must be in the future.');
  }
}

export class CampaignCompletedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'CAMPAIGN_COMPLETED';
  constructor() {
    super('This campaign is completed; gift offers need a campaign that is not completed.');
  }
}

export class BrandLogoNotOwnUploadError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'NOT_OWN_UPLOAD';
  constructor() {
    super('logo must be the /objects/uploads/… path of an image you uploaded.');
  }
}
