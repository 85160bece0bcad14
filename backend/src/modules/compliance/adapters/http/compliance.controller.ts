import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors } from '../../../../shared/infrastructure/http/api-docs';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { GetStateRulesQuery } from '../../application/queries/get-state-rules/get-state-rules.query';
import { StateRuleNotFoundError } from '../../domain/compliance.errors';
import { dryZipPrefixOf, ruleNotices } from '../../domain/fulfilment-rules';
import { stateName } from '../../domain/state-rules';
import { ShopperRulesQueryDto, ShopperStateRulesDto } from './dto/compliance.dto';
import { ruleVersionDto } from './state-rule-dtos';

/** What applies to a shopper: the rules of their state in force now, public. */
@ApiTags('Compliance')
@Controller('compliance')
export class ComplianceController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('rules')
  @ApiOperation({
    summary: 'The rules that apply in a state',
    description:
      'The version of the state’s alcohol rules in force now (same-day delivery, shipping per kind, restriction, bottle limits, dry ZIP prefixes), ' +
      'whether the ZIP given is in a dry area, and the rules as sentences for the delivery-address notice. Changes nothing.',
  })
  @ApiOkResponse({ type: ShopperStateRulesDto })
  @ApiDomainErrors(validationFailure(ShopperRulesQueryDto, { state: 'Texas' }), new StateRuleNotFoundError('ZZ'))
  async getShopperStateRules(@Query() query: ShopperRulesQueryDto): Promise<ShopperStateRulesDto> {
    const snapshot = await this.queryBus.execute(new GetStateRulesQuery(query.state));
    if (snapshot.rule === null) throw new StateRuleNotFoundError(snapshot.state);
    return {
      state: snapshot.state,
      stateName: stateName(snapshot.state),
      ...ruleVersionDto(snapshot.rule),
      dryArea: query.zip === undefined ? null : dryZipPrefixOf(snapshot.rule, query.zip) !== null,
      notices: ruleNotices(snapshot, query.zip),
    };
  }
}
