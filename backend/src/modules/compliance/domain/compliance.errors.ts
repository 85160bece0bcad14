import { DomainError } from '../../../shared/domain/domain-error';

export class StateRuleNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'STATE_RULE_NOT_FOUND';
  constructor(state: string) {
    super(`'${state}' is not a US state code with rules. Use a two-letter code such as TX.`);
  }
}
