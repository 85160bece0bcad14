import { DomainError } from '../../../shared/domain/domain-error';

export class CreatorNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'CREATOR_NOT_FOUND';
  constructor(reference: string) {
    super(`No creator is known as ${reference}.`);
  }
}

export class CohortNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'COHORT_NOT_FOUND';
  constructor(cohortId: string) {
    super(`No collection has the id "${cohortId}".`);
  }
}
