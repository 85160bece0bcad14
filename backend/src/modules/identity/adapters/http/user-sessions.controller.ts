import { Controller, Delete, Get, HttpCode, Param, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiDomainErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { EndSessionsCommand } from '../../application/commands/end-sessions/end-sessions.command';
import { ListUserSessionsQuery } from '../../application/queries/list-user-sessions/list-user-sessions.query';
import { SessionNotFoundError } from '../../domain/identity.errors';
import { UserSessionDto } from './dto/user-session.dto';
import { CurrentUser, SignedInGuard, SignedInUser } from './guards';

/** Settings' Sessions: where the account is signed in, and signing out there. */
@ApiTags('Account security')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('user/sessions')
export class UserSessionsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Where you are signed in',
    description: 'Your unexpired sessions, the one in use first (current true), then by last use. Each has an opaque id, the browser that signed in, and when it signed in and was last used. Changes nothing.',
  })
  @ApiOkResponse({ type: [UserSessionDto] })
  listSessions(@CurrentUser() user: SignedInUser, @Req() request: Request): Promise<UserSessionDto[]> {
    return this.queryBus.execute(new ListUserSessionsQuery(user.id, request.sessionID));
  }

  @Delete()
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out everywhere else',
    description: 'Ends every session of yours except the one this request was made with; their next request is signed out. Idempotent.',
  })
  @ApiNoContentResponse({ description: 'Every other session ended' })
  async endOtherSessions(@CurrentUser() user: SignedInUser, @Req() request: Request): Promise<void> {
    await this.commandBus.execute(new EndSessionsCommand(user.id, { allBut: request.sessionID }));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({
    summary: 'Sign out one session',
    description:
      'Ends one of your sessions (its next request is signed out); the current one too, which signs this browser out. An id that names no session of yours (ended, or someone else\'s) answers 404 SESSION_NOT_FOUND.',
  })
  @ApiParam({ name: 'id', description: 'A session id from GET /api/user/sessions', example: '3f9a0c1d2e4b5a6978810f1e2d3c4b5a' })
  @ApiNoContentResponse({ description: 'The session ended' })
  @ApiDomainErrors(new SessionNotFoundError())
  async endSession(@CurrentUser() user: SignedInUser, @Param('id') id: string): Promise<void> {
    await this.commandBus.execute(new EndSessionsCommand(user.id, { sessionId: id }));
  }
}
