import type { QueryBus } from '@nestjs/cqrs';
import type { Sql } from '../../src/shared/application/sql';
import { PostgresStateRulesStore } from '../../src/modules/compliance/adapters/persistence/state-rules.repository';
import { GetStateRulesHandler } from '../../src/modules/compliance/application/queries/get-state-rules/get-state-rules.handler';
import type { GetStateRulesQuery } from '../../src/modules/compliance';

/**
 * The query bus a read handler built by hand in an int-spec asks for the state rules: compliance's
 * real handler over the real table (the migration's first version) and the wall clock.
 */
export function stateRulesBus(sql: Sql): QueryBus {
  const handler = new GetStateRulesHandler(new PostgresStateRulesStore(sql), { now: () => new Date() });
  return { execute: (query: GetStateRulesQuery) => handler.execute(query) } as unknown as QueryBus;
}
