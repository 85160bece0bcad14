import { type RuleSnapshot, ruleInForce, stateName, US_STATE_CODES } from '../domain/state-rules';
import type { StateRuleVersion } from './ports/state-rules-store.port';

/** One state's rules as the admin tab and the shopper's question see them: the version in force, and those still to come. */
export interface StateRulesView {
  readonly state: string;
  readonly stateName: string;
  readonly current: StateRuleVersion;
  /** Versions whose effectiveFrom is still ahead, soonest first. */
  readonly scheduled: StateRuleVersion[];
}

/** Every US state's view at `now`, in code order; a state without any version in force yet is left out. */
export function stateRuleViews(versions: readonly StateRuleVersion[], now: Date): StateRulesView[] {
  const byState = new Map<string, StateRuleVersion[]>();
  for (const version of versions) byState.set(version.state, [...(byState.get(version.state) ?? []), version]);
  const views: StateRulesView[] = [];
  for (const state of [...US_STATE_CODES].sort()) {
    const stateVersions = byState.get(state) ?? [];
    const current = ruleInForce(stateVersions, now);
    if (!current) continue;
    const scheduled = stateVersions.filter((version) => version.effectiveFrom.getTime() > now.getTime()).sort((a, b) => a.effectiveFrom.getTime() - b.effectiveFrom.getTime());
    views.push({ state, stateName: stateName(state), current, scheduled });
  }
  return views;
}

/** The snapshot the rules are evaluated over: `state`'s rule in force and the states delivery reaches now. */
export function snapshotOf(views: readonly StateRulesView[], state: string): RuleSnapshot {
  const view = views.find((candidate) => candidate.state === state);
  return {
    state,
    rule: view?.current ?? null,
    deliveryStates: views.filter((candidate) => candidate.current.deliveryAllowed && !candidate.current.restricted).map((candidate) => candidate.state),
  };
}
