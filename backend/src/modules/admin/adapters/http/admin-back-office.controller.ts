import { Body, Controller, Get, HttpCode, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiDomainErrors, ApiPaged, ApiRoles, EXAMPLE_IDS } from '../../../../shared/infrastructure/http/api-docs';
import { malformedId, UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { CommissionTierChange } from '../../../commissions';
import { CannotDeactivateSelfError, CurrentUser, DeactivateUserCommand, Roles, RolesGuard, SignedInGuard, SignedInUser, UserNotFoundError } from '../../../identity';
import { ListOrdersForAdminQuery } from '../../../ordering';
import { AdjustUserTierCommand } from '../../application/commands/adjust-user-tier/adjust-user-tier.command';
import { SetSignupModalStateCommand } from '../../application/commands/set-signup-modal-state/set-signup-modal-state.command';
import { ListAdminUsersQuery } from '../../application/queries/list-admin-users/list-admin-users.query';
import { ListAuditLogQuery } from '../../../audit';
import { ListSignupsQuery } from '../../application/queries/list-signups/list-signups.query';
import {
  AdjustUserTierDto,
  AdminOrderDto,
  AdminUserDto,
  AuditLogEntryDto,
  ListAdminOrdersQueryDto,
  ListAdminUsersQueryDto,
  ListAuditLogQueryDto,
  SignupDto,
  SignupModalStateDto,
  TOTAL_COUNT_HEADER,
  totalCountHeader,
  UserActiveDto,
  UserTierDto,
} from './dto/back-office.dto';
import { PageQueryDto } from '../../../../shared/infrastructure/http/page-query.dto';

const DEFAULT_PAGE = 50;

/**
 * The admin back-office beyond the stat cards and products: Users (tiers,
 * deactivation), the early-access popup switch, Sign Ups, Orders and the audit log. Admins only;
 * every change writes one audit row in its own transaction. Lists page on the server: the total is in X-Total-Count.
 */
@ApiTags('Admin')
@ApiRoles('admin')
@Controller('admin')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminBackOfficeController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('users')
  @ApiOperation({
    summary: 'The Users tab: accounts newest first, by search and role',
    description:
      'Lists user accounts newest first, optionally filtered by a case-insensitive search of the username or email and by role; deactivated accounts are included (active false). ' +
      'Never a password hash, banking data or session. Changes nothing. Paged with limit and offset; the total is in X-Total-Count.',
  })
  @ApiPaged()
  @ApiOkResponse({ type: [AdminUserDto], headers: totalCountHeader })
  @ApiDomainErrors(validationFailure(ListAdminUsersQueryDto, { role: 'owner' }))
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
    description:
      "Sets the user's curator tier and commission rate (percent of GMV); commissionRate defaults to the tier's rate (0, 5, 7, 10). " +
      'Changes the tier and rate, which are then kept as set by hand: automatic promotion by sales leaves them alone; writes one audit row (user.tier_changed). ' +
      'Idempotent: sending the same tier and rate again leaves the same state.',
  })
  @ApiOkResponse({ type: UserTierDto })
  @ApiDomainErrors(malformedId('userId', 'a user id'), validationFailure(AdjustUserTierDto, { curatorStatus: 'gold' }), new UserNotFoundError(EXAMPLE_IDS.creator))
  async adjustUserTier(@UuidParam('userId', 'a user id') userId: string, @Body() body: AdjustUserTierDto, @CurrentUser() admin: SignedInUser): Promise<UserTierDto> {
    const change: CommissionTierChange = await this.commandBus.execute(new AdjustUserTierCommand(userId, body.curatorStatus, body.commissionRate ?? null, admin.id));
    return { userId, curatorStatus: change.after.curatorStatus, commissionRate: change.after.commissionRate };
  }

  @Post('users/:userId/deactivate')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Deactivate a user (the Delete button)',
    description:
      'Deactivates the account: the user can no longer sign in and their sessions end; their data (orders, posts, commissions) stays. Writes one audit row (user.deactivated). ' +
      'Idempotent: deactivating an already deactivated user answers the same and records nothing. An admin cannot deactivate their own account.',
  })
  @ApiOkResponse({ type: UserActiveDto })
  @ApiDomainErrors(malformedId('userId', 'a user id'), new UserNotFoundError(EXAMPLE_IDS.creator), new CannotDeactivateSelfError())
  async deactivateUser(@UuidParam('userId', 'a user id') userId: string, @CurrentUser() admin: SignedInUser): Promise<UserActiveDto> {
    await this.commandBus.execute(new DeactivateUserCommand(userId, admin.id));
    return { userId, active: false };
  }

  @Put('signup-modal-state')
  @ApiOperation({
    summary: 'Turn the early-access popup on or off site-wide',
    description:
      'Sets whether the early-access sign-up popup is shown to visitors (GET /api/signup-modal-state). Changes the site-wide setting and writes one audit row (setting.signup_modal_changed). ' +
      'Idempotent: setting the same value again leaves the same state.',
  })
  @ApiOkResponse({ type: SignupModalStateDto })
  @ApiDomainErrors(validationFailure(SignupModalStateDto, { enabled: 'yes' }))
  setSignupModalState(@Body() body: SignupModalStateDto, @CurrentUser() admin: SignedInUser): Promise<SignupModalStateDto> {
    return this.commandBus.execute(new SetSignupModalStateCommand(body.enabled, admin.id));
  }

  @Get('signups')
  @ApiOperation({
    summary: 'The Sign Ups tab: early-access sign-ups, newest first',
    description: 'Lists the early-access sign-ups of the popup, newest first, one per email. Changes nothing. Paged with limit and offset; the total is in X-Total-Count.',
  })
  @ApiPaged()
  @ApiOkResponse({ type: [SignupDto], headers: totalCountHeader })
  @ApiDomainErrors(validationFailure(PageQueryDto, { limit: '500' }))
  async listAdminSignups(@Query() query: PageQueryDto, @Res({ passthrough: true }) response: Response): Promise<SignupDto[]> {
    const page = await this.queryBus.execute(new ListSignupsQuery({ limit: query.limit ?? DEFAULT_PAGE, offset: query.offset ?? 0 }));
    response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  }

  @Get('orders')
  @ApiOperation({
    summary: "The Orders tab: every shopper's orders, newest first",
    description: "Lists every shopper's orders newest first, optionally filtered by status, with their total and item count. Changes nothing. Paged with limit and offset; the total is in X-Total-Count.",
  })
  @ApiPaged()
  @ApiOkResponse({ type: [AdminOrderDto], headers: totalCountHeader })
  @ApiDomainErrors(validationFailure(ListAdminOrdersQueryDto, { status: 'fulfilled' }))
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
  @ApiOperation({
    summary: 'The Activity view: every admin change, newest first',
    description:
      'Lists the audit log: one entry per admin change (tiers, deactivations, settings, imports…) with its before and after, newest first, optionally filtered by entityType. ' +
      'Changes nothing. Paged with limit and offset; the total is in X-Total-Count.',
  })
  @ApiPaged()
  @ApiOkResponse({ type: [AuditLogEntryDto], headers: totalCountHeader })
  @ApiDomainErrors(validationFailure(ListAuditLogQueryDto, { entityType: 'x'.repeat(51) }))
  async listAdminAuditLog(@Query() query: ListAuditLogQueryDto, @Res({ passthrough: true }) response: Response): Promise<AuditLogEntryDto[]> {
    const page = await this.queryBus.execute(new ListAuditLogQuery({ entityType: query.entityType, limit: query.limit ?? DEFAULT_PAGE, offset: query.offset ?? 0 }));
    response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  }
}
