import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { CreatorNotFoundError } from '../../../domain/curation-read.errors';
import { CREATOR_PAGES, CreatorPageDetails, CreatorPages } from '../../ports/creator-pages.port';
import { UpdateCreatorPageCommand } from './update-creator-page.command';

@CommandHandler(UpdateCreatorPageCommand)
export class UpdateCreatorPageHandler implements ICommandHandler<UpdateCreatorPageCommand> {
  constructor(
    @Inject(CREATOR_PAGES) private readonly pages: CreatorPages,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
  ) {}

  execute({ creatorId, changes, actorUserId }: UpdateCreatorPageCommand) {
    return this.unitOfWork.run(async (tx) => {
      const before = await this.pages.lockDetails(tx, creatorId);
      if (!before) throw new CreatorNotFoundError(`the id "${creatorId}"`);
      const after: CreatorPageDetails = {
        name: changes.name === undefined ? before.name : changes.name?.trim() || null,
        bio: changes.bio === undefined ? before.bio : changes.bio?.trim() || null,
        isVerified: changes.isVerified ?? before.isVerified,
      };
      const changed = (Object.keys(after) as (keyof CreatorPageDetails)[]).filter((field) => after[field] !== before[field]);
      if (changed.length > 0) {
        await this.pages.saveDetails(tx, creatorId, after);
        await this.auditTrail.record(tx, {
          action: 'creator.updated',
          entityType: 'creator',
          entityId: creatorId,
          actorUserId,
          details: {
            handle: before.handle,
            before: Object.fromEntries(changed.map((field) => [field, before[field]])),
            after: Object.fromEntries(changed.map((field) => [field, after[field]])),
          },
        });
      }
      return { id: creatorId, handle: before.handle, ...after };
    });
  }
}
