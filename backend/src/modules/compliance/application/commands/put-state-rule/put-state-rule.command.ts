import { Command } from '@nestjs/cqrs';
import type { StateRuleTerms } from '../../../domain/state-rules';
import type { StateRulesView } from '../../state-rule-views';

/**
 * An admin's new version of a state's rules, taking effect at `effectiveFrom` (now when absent or
 * past: history is never rewritten). A version already starting at that moment is replaced.
 */
export class PutStateRuleCommand extends Command<StateRulesView> {
  constructor(
    readonly state: string,
    readonly terms: StateRuleTerms,
    readonly effectiveFrom: Date | undefined,
    readonly actorUserId: string,
  ) {
    super();
  }
}
