import { Query } from '@nestjs/cqrs';
import type { StateRulesView } from '../../state-rule-views';

/** The admin Compliance tab: every state's rules in force and those scheduled; with `state`, that state only (404 for a code that is no US state). */
export class ListStateRulesQuery extends Query<StateRulesView[]> {
  constructor(readonly state?: string) {
    super();
  }
}
