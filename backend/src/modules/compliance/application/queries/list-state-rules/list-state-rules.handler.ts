import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { StateRuleNotFoundError } from '../../../domain/compliance.errors';
import { normaliseStateCode } from '../../../domain/fulfilment-rules';
import { STATE_RULES_STORE, StateRulesStore } from '../../ports/state-rules-store.port';
import { stateRuleViews, StateRulesView } from '../../state-rule-views';
import { ListStateRulesQuery } from './list-state-rules.query';

@QueryHandler(ListStateRulesQuery)
export class ListStateRulesHandler implements IQueryHandler<ListStateRulesQuery, StateRulesView[]> {
  constructor(
    @Inject(STATE_RULES_STORE) private readonly store: StateRulesStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ state }: ListStateRulesQuery): Promise<StateRulesView[]> {
    if (state === undefined) return stateRuleViews(await this.store.versions(), this.clock.now());
    const code = normaliseStateCode(state);
    const views = stateRuleViews(await this.store.versions(code), this.clock.now());
    if (views.length === 0) throw new StateRuleNotFoundError(code);
    return views;
  }
}
