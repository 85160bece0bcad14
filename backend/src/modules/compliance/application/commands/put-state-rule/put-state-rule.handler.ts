import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { StateRuleNotFoundError } from '../../../domain/compliance.errors';
import { normaliseStateCode } from '../../../domain/fulfilment-rules';
import { checkedTerms, ruleInForce, ruleTerms, type StateRule, type StateRuleTerms, US_STATE_CODES } from '../../../domain/state-rules';
import { STATE_RULES_STORE, StateRulesStore } from '../../ports/state-rules-store.port';
import { stateRuleViews, StateRulesView } from '../../state-rule-views';
import { PutStateRuleCommand } from './put-state-rule.command';

/** Writes the version and its audit entry (who, when, the rule it replaces and the new one) in one transaction. */
@CommandHandler(PutStateRuleCommand)
export class PutStateRuleHandler implements ICommandHandler<PutStateRuleCommand, StateRulesView> {
  constructor(
    @Inject(STATE_RULES_STORE) private readonly store: StateRulesStore,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: PutStateRuleCommand): Promise<StateRulesView> {
    const state = normaliseStateCode(command.state);
    if (!US_STATE_CODES.has(state)) throw new StateRuleNotFoundError(state);
    const terms = checkedTerms(command.terms);
    const now = this.clock.now();
    const effectiveFrom = command.effectiveFrom && command.effectiveFrom.getTime() > now.getTime() ? command.effectiveFrom : now;
    const rule: StateRule = { state, ...terms, effectiveFrom };

    await this.unitOfWork.run(async (tx) => {
      await this.store.lockState(tx, state);
      const replaced = ruleInForce(await this.store.versions(state, tx), effectiveFrom);
      await this.store.saveVersion(tx, rule, command.actorUserId);
      await this.auditTrail.record(tx, {
        action: 'compliance_rule.changed',
        entityType: 'compliance_rule',
        entityId: state,
        actorUserId: command.actorUserId,
        details: { effectiveFrom: effectiveFrom.toISOString(), before: replaced ? termsOf(replaced) : null, after: termsOf(rule) },
      });
    });
    const [view] = stateRuleViews(await this.store.versions(state), this.clock.now());
    return view!;
  }
}

function termsOf(rule: StateRule): StateRuleTerms & { effectiveFrom: string } {
  return { ...ruleTerms(rule), effectiveFrom: rule.effectiveFrom.toISOString() };
}
