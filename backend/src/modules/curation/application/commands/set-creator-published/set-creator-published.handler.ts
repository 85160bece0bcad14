import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { CreatorNotFoundError } from '../../../domain/curation-read.errors';
import { CREATOR_PAGES, CreatorPages } from '../../ports/creator-pages.port';
import { CreatorPublication, SetCreatorPublishedCommand } from './set-creator-published.command';

/** Unpublishing or republishing a page and its audit row commit together; a repeat changes and records nothing. */
@CommandHandler(SetCreatorPublishedCommand)
export class SetCreatorPublishedHandler implements ICommandHandler<SetCreatorPublishedCommand, CreatorPublication> {
  constructor(
    @Inject(CREATOR_PAGES) private readonly pages: CreatorPages,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
  ) {}

  execute({ creatorId, published, actorUserId }: SetCreatorPublishedCommand): Promise<CreatorPublication> {
    return this.unitOfWork.run(async (tx) => {
      const before = await this.pages.lockPublication(tx, creatorId);
      if (!before) throw new CreatorNotFoundError(`the id "${creatorId}"`);
      if ((before.unpublishedAt === null) === published) {
        return { id: creatorId, handle: before.handle, published, unpublishedAt: before.unpublishedAt };
      }
      const unpublishedAt = await this.pages.setUnpublished(tx, creatorId, !published);
      await this.auditTrail.record(tx, {
        action: published ? 'creator.published' : 'creator.unpublished',
        entityType: 'creator',
        entityId: creatorId,
        actorUserId,
        details: { handle: before.handle, before: { published: !published }, after: { published } },
      });
      return { id: creatorId, handle: before.handle, published, unpublishedAt };
    });
  }
}
