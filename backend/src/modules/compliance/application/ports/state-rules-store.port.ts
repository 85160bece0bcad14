import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { StateRule } from '../../domain/state-rules';

export const STATE_RULES_STORE = Symbol('STATE_RULES_STORE');

/** A stored version of a state's rules, with who wrote it. */
export interface StateRuleVersion extends StateRule {
  readonly createdBy: string | null;
  readonly createdAt: Date;
}

/** The table of state rules (compliance_state_rules): every version, read whole (a few rows per state). */
export interface StateRulesStore {
  /** Every version of every state (or of one state), oldest first. */
  versions(state?: string, tx?: TransactionContext): Promise<StateRuleVersion[]>;
  /** Serialises changes to one state's rules until `tx` ends, so the audit's "before" is what the change replaced. */
  lockState(tx: TransactionContext, state: string): Promise<void>;
  /** Writes the version starting at `rule.effectiveFrom`; a version already starting then is replaced. */
  saveVersion(tx: TransactionContext, rule: StateRule, createdBy: string): Promise<void>;
}
