import { Query } from '@nestjs/cqrs';
import type { RuleSnapshot } from '../../../domain/state-rules';

/**
 * The rules in force now for a shopper's state, as a snapshot the pure rules evaluate (catalog
 * availability, cart, checkout, the address notice). Throws INVALID_STATE unless `state` is two
 * letters; a code that is no US state answers a snapshot whose rule is null (refused as UNKNOWN_STATE).
 */
export class GetStateRulesQuery extends Query<RuleSnapshot> {
  constructor(readonly state: string) {
    super();
  }
}
