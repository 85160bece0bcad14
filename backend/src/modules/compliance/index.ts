export { ComplianceModule } from './compliance.module';

// The rules, evaluated over a snapshot: catalog availability, cart, checkout and the address notice use these pure functions.
export * from './domain/state-rules';
export * from './domain/fulfilment-rules';
export { StateRuleNotFoundError } from './domain/compliance.errors';

// The snapshot of a shopper's state in force now (through the QueryBus).
export { GetStateRulesQuery } from './application/queries/get-state-rules/get-state-rules.query';
