import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { objectPathOf, UPLOAD_URL_TTL_MS } from '../../../domain/uploaded-object';
import { UPLOADED_OBJECTS, UploadedObjects } from '../../ports/uploaded-objects.port';
import { signUpload, UPLOAD_SIGNING_KEY } from '../../upload-signature';
import { IssuedUploadUrl, IssueUploadUrlCommand } from './issue-upload-url.command';

@CommandHandler(IssueUploadUrlCommand)
export class IssueUploadUrlHandler implements ICommandHandler<IssueUploadUrlCommand, IssuedUploadUrl> {
  constructor(
    @Inject(UPLOADED_OBJECTS) private readonly objects: UploadedObjects,
    @Inject(UPLOAD_SIGNING_KEY) private readonly secret: string,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, forBrand }: IssueUploadUrlCommand): Promise<IssuedUploadUrl> {
    const key = randomUUID();
    const expiresAtSeconds = Math.floor((this.clock.now().getTime() + UPLOAD_URL_TTL_MS) / 1000);
    const expiresAt = new Date(expiresAtSeconds * 1000);
    await this.objects.issue({ key, ownerUserId: userId, expiresAt, brandId: forBrand?.brandId ?? null, fileName: forBrand?.fileName ?? null });
    const signature = signUpload(this.secret, key, userId, expiresAtSeconds);
    return { key, expiresAt, pathAndQuery: `${objectPathOf(key)}?expires=${expiresAtSeconds}&signature=${signature}` };
  }
}
