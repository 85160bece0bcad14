import type { Readable } from 'node:stream';
import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiCookieAuth, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FILE_STORAGE, FileStorage } from '../../../../shared/application/file-storage.port';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { IssuedUploadUrl, IssueUploadUrlCommand } from '../../application/commands/issue-upload-url/issue-upload-url.command';
import { StoreUploadCommand } from '../../application/commands/store-upload/store-upload.command';
import { GetUploadedObjectQuery, UploadedObjectView } from '../../application/queries/get-uploaded-object/get-uploaded-object.query';
import { IMAGE_TYPES, VIDEO_TYPES } from '../../domain/media-type';
import { isUploadKey, storageKeyOf } from '../../domain/uploaded-object';
import { StoredObjectDto, UploadUrlDto } from './dto/objects.dto';

/** How long a refused upload's sender may go on sending (read and thrown away) before the connection is cut. */
const DISCARD_GRACE_MS = 5000;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Object storage through signed URLs (seed 000 §7, seed 001 §7): POST /api/objects/upload answers a
 * single-use URL; PUT /objects/uploads/{key}?expires&signature stores the checked, re-encoded file;
 * GET /objects/uploads/{key} serves it, immutable. The two object routes live outside /api (the seeds'
 * public path), see configureHttp.
 */
@ApiTags('Objects')
@Controller()
export class ObjectsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Post('objects/upload')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  @ApiCookieAuth()
  @ApiOperation({
    summary: 'A signed upload URL for one file',
    description: 'Valid 15 minutes and usable once, by anyone holding it; the object is recorded as uploaded by the signed-in user.',
  })
  @ApiOkResponse({ type: UploadUrlDto })
  @ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
  async issueUploadUrl(@CurrentUser() user: SignedInUser, @Req() request: Request): Promise<UploadUrlDto> {
    const issued: IssuedUploadUrl = await this.commandBus.execute(new IssueUploadUrlCommand(user.id));
    return { uploadURL: `${request.protocol}://${request.get('host')}${issued.pathAndQuery}` };
  }

  @Put('objects/uploads/:key')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stores a file at a signed upload URL',
    description:
      'PNG, JPEG or WebP up to 10,485,760 bytes (re-encoded: metadata stripped, longest side at most 2,400 px); MP4 or MOV up to 52,428,800 bytes. The type is read from the bytes.',
  })
  @ApiParam({ name: 'key', format: 'uuid' })
  @ApiQuery({ name: 'expires', type: String, description: 'From the upload URL' })
  @ApiQuery({ name: 'signature', type: String, description: 'From the upload URL' })
  @ApiConsumes(...IMAGE_TYPES, ...VIDEO_TYPES)
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: StoredObjectDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'Empty file, unreadable image, or the upload broke off' })
  @ApiResponse({ status: 403, type: ErrorDto, description: 'Forged, expired or already used upload URL' })
  @ApiResponse({ status: 413, type: ErrorDto, description: 'Over 10 MB for an image or 50 MB for a video' })
  @ApiResponse({ status: 415, type: ErrorDto, description: 'Not a PNG, JPEG, WebP, MP4 or MOV file, by its Content-Type or its bytes' })
  async storeUpload(
    @Param('key') key: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StoredObjectDto> {
    const length = request.headers['content-length'];
    try {
      return await this.commandBus.execute(
        new StoreUploadCommand(
          key,
          typeof expires === 'string' ? expires : undefined,
          typeof signature === 'string' ? signature : undefined,
          request.headers['content-type'],
          length !== undefined && /^\d+$/.test(length) ? Number(length) : undefined,
          request as Readable,
        ),
      );
    } catch (error) {
      if (!request.readableEnded) closeAfterAnswer(request, response);
      throw error;
    }
  }

  @Get('objects/uploads/:key')
  @ApiOperation({ summary: 'An uploaded image or video', description: 'Immutable: cached for a year, with an ETag (304 on If-None-Match).' })
  @ApiParam({ name: 'key', format: 'uuid' })
  @ApiHeader({ name: 'If-None-Match', required: false })
  @ApiProduces(...IMAGE_TYPES, ...VIDEO_TYPES)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 304, description: 'Unchanged (If-None-Match matched)' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such object' })
  async serveUpload(@Param('key') key: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const object: UploadedObjectView | null = isUploadKey(key) ? await this.queryBus.execute(new GetUploadedObjectQuery(key)) : null;
    if (!object) throw new NotFoundException({ message: 'No such object.', code: 'OBJECT_NOT_FOUND' });
    const etag = `"${object.etag}"`;
    const notModified = matchesEtag(request.headers['if-none-match'], etag);
    // Opened before any header is set: a missing file answers a plain 404, never one cached for a year.
    const stream = notModified || request.method === 'HEAD' ? null : await this.storage.open(storageKeyOf(key));
    response.setHeader('ETag', etag);
    response.setHeader('Cache-Control', `public, max-age=${YEAR_SECONDS}, immutable`);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Type', object.contentType);
    if (notModified) {
      response.status(304).end();
      return;
    }
    response.setHeader('Content-Length', String(object.sizeBytes));
    if (!stream) {
      response.status(200).end();
      return;
    }
    stream.once('error', () => response.destroy());
    response.status(200);
    stream.pipe(response);
  }
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * A refused upload whose body is still arriving: the answer goes out with Connection: close, the rest
 * is read and thrown away (never kept; closing with unread bytes would reset the connection and lose
 * the answer), and a sender that keeps going past the grace period is cut off.
 */
function closeAfterAnswer(request: Request, response: Response): void {
  response.setHeader('Connection', 'close');
  response.once('finish', () => {
    request.resume();
    setTimeout(() => request.socket.destroy(), DISCARD_GRACE_MS).unref();
  });
}
