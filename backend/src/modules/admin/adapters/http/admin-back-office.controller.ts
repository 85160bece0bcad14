import { Body, Controller, Get, HttpCode, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { centsToDollars } from '../../../../shared/domain/money';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CommissionTierChange } from '../../../commissions';
import { CurrentUser, DeactivateUserCommand, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { ListOrdersForAdminQuery } from '../../../ordering';
import { AdjustUserTierCommand } from '../../application/commands/adjust-user-tier/adjust-user-tier.command';
import { SetSignupModalStateCommand } from '../../application/commands/set-signup-modal-state/set-signup-modal-state.command';
import { ListAdminUsersQuery } from '../../application/queries/list-admin-users/list-admin-users.query';
import { ListAuditLogQuery } from '../../application/queries/list-audit-log/list-audit-log.query';
import { ListSignupsQuery } from '../../application/queries/list-signups/list-signups.query';
import {
  AdjustUserTierDto,
  AdminOrderDto,
  AdminUserDto,
  AuditLogEntryDto,
  ListAdminOrdersQueryDto,
  ListAdminUsersQueryDto,
  ListAuditLogQueryDto,
  PageQueryDto,
  SignupDto,
  SignupModalStateDto,
  TOTAL_COUNT_HEADER,
  totalCountHeader,
  UserActiveDto,
  UserTierDto,
} from './dto/back-office.dto';

const DEFAULT_PAGE = 50;

/**
 * The admin back-office beyond the stat cards and products (seed 001 §2, issue 14): Users (tiers,
 * deactivation), the early-access popup switch, Sign Ups, Orders and the audit log. Admins only;
 * every change writes one audit row in its own transaction. Lists page on the server: the total is in X-Total-Count.
 */
@ApiTags('Admin')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
@ApiResponse({ status: 403, type: ErrorDto, description: 'Not an admin' })
@Controller('admin')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminBackOfficeController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('users')
  @ApiOperation({ summary: 'The Users tab: accounts newest first, by search and role', description: 'Never a password hash, banking data or session. The total is in X-Total-Count.' })
  @ApiOkResponse({ type: [AdminUserDto], headers: totalCountHeader })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'A filter or paging value is malformed or out of range' })
  async listAdminUsers(@Query() query: ListAdminUsersQueryDto, @Res({ passthrough: true }) response: Response): Promise<AdminUserDto[]> {
    const page = await this.queryBus.execute(
      new ListAdminUsersQuery({ search: query.search, role: query.role, limit: query.limit ?? DEFAULT_PAGE, offset: query.offset ?? 0 }),
    );
    response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items.map((user) => ({
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.role,
      curatorStatus: user.curatorStatus,
      commissionRate: user.commissionRate,
      totalSalesGenerated: centsToDollars(user.totalSalesGeneratedCents),
      ageVerified: user.ageVerified,
      status: user.ageVerified ? 'Verified' : 'Pending',
      active: user.active,
      createdAt: user.createdAt,
    }));
  }

  @Put('users/:userId/tier')
  @ApiOperation({
    summary: "Adjust User Tier: set a user's curator tier and commission rate",
    description: "commissionRate defaults to the tier's rate (0, 5, 7, 10). The tier is then kept as set by hand: automatic promotion by sales leaves it alone. Audited.",
  })
  @ApiOkResponse({ type: UserTierDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'userId is not a UUID, curatorStatus is not a tier, or commissionRate is not a number from 0 to 100' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such user' })
  async adjustUserTier(@UuidParam('userId', 'a user id') userId: string, @Body() body: AdjustUserTierDto, @CurrentUser() admin: SignedInUser): Promise<UserTierDto> {
    const change: CommissionTierChange = await this.commandBus.execute(new AdjustUserTierCommand(userId, body.curatorStatus, body.commissionRate ?? null, admin.id));
    return { userId, curatorStatus: change.after.curatorStatus, commissionRate: change.after.commissionRate };
  }

  @Post('users/:userId/deactivate')
  @HttpCode(200)
  @ApiOperation({ summary: 'Deactivate a user (the Delete button)', description: 'The user can no longer sign in and their sessions end; their data stays. Audited.' })
  @ApiOkResponse({ type: UserActiveDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'userId is not a UUID' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such user' })
  @ApiResponse({ status: 409, type: ErrorDto, description: 'An admin cannot deactivate their own account' })
  async deactivateUser(@UuidParam('userId', 'a user id') userId: string, @CurrentUser() admin: SignedInUser): Promise<UserActiveDto> {
    await this.commandBus.execute(new DeactivateUserCommand(userId, admin.id));
    return { userId, active: false };
  }

  @Put('signup-modal-state')
  @ApiOperation({ summary: 'Turn the early-access popup on or off site-wide', description: 'Audited.' })
  @ApiOkResponse({ type: SignupModalStateDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'enabled is not a boolean' })
  setSignupModalState(@Body() body: SignupModalStateDto, @CurrentUser() admin: SignedInUser): Promise<SignupModalStateDto> {
    return this.commandBus.execute(new SetSignupModalStateCommand(body.enabled, admin.id));
  }

  @Get('signups')
  @ApiOperation({ summary: 'The Sign Ups tab: early-access sign-ups, newest first', description: 'The total is in X-Total-Count.' })
  @ApiOkResponse({ type: [SignupDto], headers: totalCountHeader })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'limit or offset out of range' })
  async listAdminSignups(@Query() query: PageQueryDto, @Res({ passthrough: true }) response: Response): Promise<SignupDto[]> {
    const page = await this.queryBus.execute(new ListSignupsQuery({ limit: query.limit ?? DEFAULT_PAGE, offset: query.offset ?? 0 }));
    response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  }

  @Get('orders')
  @ApiOperation({ summary: "The Orders tab: every shopper's orders, newest first", description: 'The total is in X-Total-Count.' })
  @ApiOkResponse({ type: [AdminOrderDto], headers: totalCountHeader })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'status, limit or offset is malformed' })
  async listAdminOrders(@Query() query: ListAdminOrdersQueryDto, @Res({ passthrough: true }) response: Response): Promise<AdminOrderDto[]> {
    const page = await this.queryBus.execute(new ListOrdersForAdminQuery({ status: query.status, limit: query.limit ?? DEFAULT_PAGE, offset: query.offset ?? 0 }));
    response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items.map((order) => ({
      id: order.id,
      userId: order.userId,
      creatorId: order.creatorId,
      status: order.status,
      fulfillmentType: order.fulfillmentType,
      total: centsToDollars(order.totalCents),
      itemCount: order.itemCount,
      createdAt: order.createdAt,
    }));
  }

  @Get('audit-log')
  @ApiOperation({ summary: 'The Activity view: every admin change, newest first', description: 'The total is in X-Total-Count.' })
  @ApiOkResponse({ type: [AuditLogEntryDto], headers: totalCountHeader })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'entityType, limit or offset is malformed' })
  async listAdminAuditLog(@Query() query: ListAuditLogQueryDto, @Res({ passthrough: true }) response: Response): Promise<AuditLogEntryDto[]> {
    const page = await this.queryBus.execute(new ListAuditLogQuery({ entityType: query.entityType, limit: query.limit ?? DEFAULT_PAGE, offset: query.offset ?? 0 }));
    response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  }
}
