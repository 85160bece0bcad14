import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';
import { Roles, RolesGuard, SignedInGuard } from '../../../identity';
import { CheckLedgerQuery } from '../../application/queries/check-ledger/check-ledger.query';
import type { LedgerDifference } from '../../application/queries/check-ledger/check-ledger.query';
import { LedgerCheckDto } from './dto/earnings.dto';

/** The recomputation check: every stored total recomputed from the commission ledger. Admins only. */
@ApiTags('Admin')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
@ApiResponse({ status: 403, type: ErrorDto, description: 'Not an admin' })
@Controller('admin/ledger')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminLedgerController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Recomputes users' totalSalesGenerated, creators' totalEarnings and the attribution tables from the ledger and lists every difference. */
  @Get('check')
  @ApiOkResponse({ type: LedgerCheckDto })
  async checkLedger(): Promise<LedgerCheckDto> {
    const check = await this.queryBus.execute(new CheckLedgerQuery());
    const differences = (list: LedgerDifference[]) => list.map((item) => ({ id: item.id, recorded: centsToDollars(item.recordedCents), ledger: centsToDollars(item.ledgerCents) }));
    return {
      ok: check.ok,
      checkedAt: check.checkedAt,
      userSales: { checked: check.userSales.checked, differences: differences(check.userSales.differences) },
      creatorEarnings: { checked: check.creatorEarnings.checked, differences: differences(check.creatorEarnings.differences) },
      orderAttributionMatches: check.attribution.orderAttributionMatches,
      salesAttributionMatches: check.attribution.salesAttributionMatches,
    };
  }
}
