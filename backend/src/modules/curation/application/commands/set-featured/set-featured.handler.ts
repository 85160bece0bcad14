import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { CohortNotFoundError, CreatorNotFoundError } from '../../../domain/curation-read.errors';
import { FEATURED_FLAGS, FeaturedFlags } from '../../ports/featured-flags.port';
import { SetFeaturedCommand } from './set-featured.command';

@CommandHandler(SetFeaturedCommand)
export class SetFeaturedHandler implements ICommandHandler<SetFeaturedCommand, { id: string; featured: boolean }> {
  constructor(
    @Inject(FEATURED_FLAGS) private readonly flags: FeaturedFlags,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
  ) {}

  execute({ target, id, featured, actorUserId }: SetFeaturedCommand): Promise<{ id: string; featured: boolean }> {
    return this.unitOfWork.run(async (tx) => {
      const previous = await this.flags.set(tx, target, id, featured);
      if (!previous) throw target === 'creator' ? new CreatorNotFoundError(`the id "${id}"`) : new CohortNotFoundError(id);
      await this.auditTrail.record(tx, {
        action: featured ? `${target}.featured` : `${target}.unfeatured`,
        entityType: target,
        entityId: id,
        actorUserId,
        details: { name: previous.label, before: { featured: previous.before }, after: { featured } },
      });
      return { id, featured };
    });
  }
}
