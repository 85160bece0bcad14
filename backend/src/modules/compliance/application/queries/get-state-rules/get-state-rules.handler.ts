import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { normaliseStateCode } from '../../../domain/fulfilment-rules';
import type { RuleSnapshot } from '../../../domain/state-rules';
import { STATE_RULES_STORE, StateRulesStore } from '../../ports/state-rules-store.port';
import { snapshotOf, stateRuleViews } from '../../state-rule-views';
import { GetStateRulesQuery } from './get-state-rules.query';

@QueryHandler(GetStateRulesQuery)
export class GetStateRulesHandler implements IQueryHandler<GetStateRulesQuery, RuleSnapshot> {
  constructor(
    @Inject(STATE_RULES_STORE) private readonly store: StateRulesStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ state }: GetStateRulesQuery): Promise<RuleSnapshot> {
    const code = normaliseStateCode(state);
    return snapshotOf(stateRuleViews(await this.store.versions(), this.clock.now()), code);
  }
}
