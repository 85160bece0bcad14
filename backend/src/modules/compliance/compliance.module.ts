import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from '../audit';
import { AdminComplianceController } from './adapters/http/admin-compliance.controller';
import { ComplianceController } from './adapters/http/compliance.controller';
import { PostgresStateRulesStore } from './adapters/persistence/state-rules.repository';
import { PutStateRuleHandler } from './application/commands/put-state-rule/put-state-rule.handler';
import { STATE_RULES_STORE } from './application/ports/state-rules-store.port';
import { GetStateRulesHandler } from './application/queries/get-state-rules/get-state-rules.handler';
import { ListStateRulesHandler } from './application/queries/list-state-rules/list-state-rules.handler';

/** The state rules (compliance_state_rules): versioned per state, edited by admins, read by every purchase path. */
@Module({
  imports: [CqrsModule, AuditModule],
  controllers: [AdminComplianceController, ComplianceController],
  providers: [{ provide: STATE_RULES_STORE, useClass: PostgresStateRulesStore }, GetStateRulesHandler, ListStateRulesHandler, PutStateRuleHandler],
})
export class ComplianceModule {}
