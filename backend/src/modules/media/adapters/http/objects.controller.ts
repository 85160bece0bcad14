import type { Readable } from 'node:stream';
import { Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { FILE_STORAGE, FileStorage, StoredFileMissingError } from '../../../../shared/application/file-storage.port';
import { ApiDomainErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { IssuedUploadUrl, IssueUploadUrlCommand } from '../../application/commands/issue-upload-url/issue-upload-url.command';
import { StoreUploadCommand } from '../../application/commands/store-upload/store-upload.command';
import { GetUploadedObjectQuery, UploadedObjectView } from '../../application/queries/get-uploaded-object/get-uploaded-object.query';
import { IMAGE_TYPES, VIDEO_TYPES } from '../../domain/media-type';
import {
  EmptyUploadError,
  UnreadableImageError,
  UnsupportedUploadTypeError,
  UploadContentMismatchError,
  UploadInterruptedError,
  UploadTooLargeError,
  UploadUrlExpiredError,
  UploadUrlInvalidError,
  UploadUrlUsedError,
} from '../../domain/media.errors';
import { isUploadKey, storageKeyOf } from '../../domain/uploaded-object';
import { StoredObjectDto, UploadUrlDto } from './dto/objects.dto';

const noSuchObject = () => new NotFoundException({ message: 'No such object.', code: 'OBJECT_NOT_FOUND' });

/** How long a refused upload's sender may go on sending (read and thrown away) before the connection is cut. */
const DISCARD_GRACE_MS = 5000;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Object storage through signed URLs: POST /api/objects/upload answers a
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
  @ApiSignedIn()
  @ApiOperation({
    summary: 'Get a signed URL to upload one image or video',
    description:
      'Answers a new signed upload URL: PUT one file there (PUT /objects/uploads/{key}) within 15 minutes; it works once, for anyone holding it, and the object is recorded as uploaded by the signed-in user. Records the issued URL; each call issues a new one (not idempotent).',
  })
  @ApiOkResponse({ type: UploadUrlDto })
  async issueUploadUrl(@CurrentUser() user: SignedInUser, @Req() request: Request): Promise<UploadUrlDto> {
    const issued: IssuedUploadUrl = await this.commandBus.execute(new IssueUploadUrlCommand(user.id));
    return { uploadURL: `${request.protocol}://${request.get('host')}${issued.pathAndQuery}` };
  }

  @Put('objects/uploads/:key')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Store a file at a signed upload URL',
    description:
      'The raw body is the file, with its Content-Type: PNG, JPEG or WebP up to 10,485,760 bytes (10 MB; re-encoded: metadata stripped, longest side at most 2,400 px), or MP4 or MOV up to 52,428,800 bytes (50 MB). The type is read from the bytes and must match the Content-Type. Stores the file and uses up the URL: each upload URL works once (a repeat answers 403 UPLOAD_URL_USED). The objectPath answered is where GET serves it and what the image settings take.',
  })
  @ApiParam({ name: 'key', format: 'uuid', description: 'From the upload URL', example: '0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77' })
  @ApiQuery({ name: 'expires', type: String, description: 'From the upload URL (Unix seconds)', example: '1767225600' })
  @ApiQuery({ name: 'signature', type: String, description: 'From the upload URL', example: 'q9Xb3kR7vT2mLw8sYc4nHd6fJp1aZe0uGi5oNt7rBqE' })
  @ApiConsumes(...IMAGE_TYPES, ...VIDEO_TYPES)
  @ApiBody({ schema: { type: 'string', format: 'binary' }, description: 'The file itself: PNG, JPEG or WebP at most 10 MB, or MP4 or MOV at most 50 MB.' })
  @ApiOkResponse({ type: StoredObjectDto })
  @ApiDomainErrors(
    new EmptyUploadError(),
    new UnreadableImageError(),
    new UploadInterruptedError(),
    new UploadUrlInvalidError(),
    new UploadUrlExpiredError(),
    new UploadUrlUsedError(),
    new UploadTooLargeError('image'),
    new UnsupportedUploadTypeError('image/gif'),
    new UploadContentMismatchError('image'),
  )
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
  @ApiOperation({
    summary: 'An uploaded image or video',
    description:
      'Serves an uploaded file with its Content-Type. Immutable: cached for a year, with an ETag (304 when If-None-Match matches); HEAD answers the headers only. Changes nothing.',
  })
  @ApiParam({ name: 'key', format: 'uuid', description: 'The last segment of the objectPath', example: '0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77' })
  @ApiHeader({ name: 'If-None-Match', required: false, description: 'The ETag of a copy you hold', example: '"4f1c9a7e2b3d8e6f0a5c1b9d7e3f2a6c"' })
  @ApiProduces(...IMAGE_TYPES, ...VIDEO_TYPES)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiResponse({ status: 304, description: 'Unchanged (If-None-Match matched)' })
  @ApiDomainErrors(noSuchObject(), new StoredFileMissingError('uploads/0b9f3c2e-6a1d-4e4b-9a43-2f0c8d6b1e77'))
  async serveUpload(@Param('key') key: string, @Req() request: Request, @Res() response: Response): Promise<void> {
    const object: UploadedObjectView | null = isUploadKey(key) ? await this.queryBus.execute(new GetUploadedObjectQuery(key)) : null;
    if (!object) throw noSuchObject();
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
