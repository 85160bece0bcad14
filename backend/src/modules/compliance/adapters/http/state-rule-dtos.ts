import type { StateRuleVersion } from '../../application/ports/state-rules-store.port';
import type { StateRulesView } from '../../application/state-rule-views';
import { ruleTerms, type StateRule } from '../../domain/state-rules';
import type { AdminStateRulesDto, AdminStateRuleVersionDto, StateRuleVersionDto } from './dto/compliance.dto';

export function ruleVersionDto(rule: StateRule): StateRuleVersionDto {
  return { ...ruleTerms(rule), effectiveFrom: rule.effectiveFrom };
}

function adminVersionDto(version: StateRuleVersion): AdminStateRuleVersionDto {
  return { ...ruleVersionDto(version), updatedBy: version.createdBy, updatedAt: version.createdAt };
}

export function adminStateRulesDto(view: StateRulesView): AdminStateRulesDto {
  return { state: view.state, stateName: view.stateName, ...adminVersionDto(view.current), scheduled: view.scheduled.map(adminVersionDto) };
}
