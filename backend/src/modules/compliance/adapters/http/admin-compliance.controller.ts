import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { PutStateRuleCommand } from '../../application/commands/put-state-rule/put-state-rule.command';
import { ListStateRulesQuery } from '../../application/queries/list-state-rules/list-state-rules.query';
import { StateRuleNotFoundError } from '../../domain/compliance.errors';
import { normaliseStateCode } from '../../domain/fulfilment-rules';
import { checkedTerms, firstVersionRule } from '../../domain/state-rules';
import { AdminStateRulesDto, PutStateRuleDto } from './dto/compliance.dto';
import { adminStateRulesDto } from './state-rule-dtos';

const VALID_BODY = { deliveryAllowed: true, shippingAllowed: { spirits: true, wine: true, beer: true }, restricted: false, maxBottlesPerOrder: null, maxBottlesPer30Days: null, dryZipPrefixes: [] };

/** The admin Compliance tab: every state's rules, and a new version of one. Admins only; each change is audited. */
@ApiTags('Admin')
@ApiRoles('admin')
@Controller('admin/compliance')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminComplianceController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('rules')
  @ApiOperation({
    summary: 'The Compliance tab: every state’s rules',
    description: 'Lists each US state (with DC and the territories) in code order with the version of its rules in force now and the versions scheduled to take effect later. Changes nothing.',
  })
  @ApiOkResponse({ type: [AdminStateRulesDto] })
  async listComplianceRules(): Promise<AdminStateRulesDto[]> {
    const views = await this.queryBus.execute(new ListStateRulesQuery());
    return views.map(adminStateRulesDto);
  }

  @Get('rules/:state')
  @ApiOperation({ summary: 'One state’s rules', description: 'The version of the state’s rules in force now and the versions scheduled after it. Changes nothing.' })
  @ApiParam({ name: 'state', example: 'TX', description: 'A two-letter state code' })
  @ApiOkResponse({ type: AdminStateRulesDto })
  @ApiDomainErrors(() => normaliseStateCode('Texas'), new StateRuleNotFoundError('ZZ'))
  async getComplianceRule(@Param('state') state: string): Promise<AdminStateRulesDto> {
    const [view] = await this.queryBus.execute(new ListStateRulesQuery(state));
    return adminStateRulesDto(view!);
  }

  @Put('rules/:state')
  @ApiOperation({
    summary: 'Set a state’s rules from a moment on',
    description:
      'Writes a new version of the state’s rules taking effect at effectiveFrom (now when absent or past; a version already starting at that moment is replaced). ' +
      'Limits are whole numbers of bottles or null for none. Catalog availability, cart, checkout and the address notice follow the version in force. ' +
      'Writes one audit entry (compliance_rule.changed) with who, when, the rule it replaces (before) and the new one (after), in the same transaction.',
  })
  @ApiParam({ name: 'state', example: 'TX', description: 'A two-letter state code' })
  @ApiOkResponse({ type: AdminStateRulesDto })
  @ApiDomainErrors(
    validationFailure(PutStateRuleDto, { ...VALID_BODY, maxBottlesPerOrder: -1 }),
    () => checkedTerms({ ...firstVersionRule('TX'), dryZipPrefixes: ['7x'] }),
    new StateRuleNotFoundError('ZZ'),
  )
  async putComplianceRule(@Param('state') state: string, @Body() body: PutStateRuleDto, @CurrentUser() admin: SignedInUser): Promise<AdminStateRulesDto> {
    const terms = {
      deliveryAllowed: body.deliveryAllowed,
      shippingAllowed: { spirits: body.shippingAllowed.spirits, wine: body.shippingAllowed.wine, beer: body.shippingAllowed.beer },
      restricted: body.restricted,
      maxBottlesPerOrder: body.maxBottlesPerOrder,
      maxBottlesPer30Days: body.maxBottlesPer30Days,
      dryZipPrefixes: body.dryZipPrefixes,
    };
    const view = await this.commandBus.execute(new PutStateRuleCommand(state, terms, body.effectiveFrom ? new Date(body.effectiveFrom) : undefined, admin.id));
    return adminStateRulesDto(view);
  }
}
