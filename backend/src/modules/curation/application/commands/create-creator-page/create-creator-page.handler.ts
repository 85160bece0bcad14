import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { FindAnyAccountQuery, GrantCreatorRoleCommand, UserNotFoundError } from '../../../../identity';
import { AccountOwnsCreatorPageError, assertValidHandle } from '../../../domain/creator-application';
import { CREATOR_PAGES, CreatorPages } from '../../ports/creator-pages.port';
import { CreateCreatorPageCommand, type CreatedCreatorPage } from './create-creator-page.command';

@CommandHandler(CreateCreatorPageCommand)
export class CreateCreatorPageHandler implements ICommandHandler<CreateCreatorPageCommand, CreatedCreatorPage> {
  constructor(
    @Inject(CREATOR_PAGES) private readonly pages: CreatorPages,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ page, actorUserId }: CreateCreatorPageCommand): Promise<CreatedCreatorPage> {
    const handle = assertValidHandle(page.handle);
    const name = page.name?.trim() || null;
    const bio = page.bio?.trim() || null;
    if (!(await this.queryBus.execute(new FindAnyAccountQuery(page.userId)))) throw new UserNotFoundError(page.userId);
    return this.unitOfWork.run(async (tx) => {
      const owned = await this.pages.findByOwner(tx, page.userId);
      if (owned) throw new AccountOwnsCreatorPageError((await this.pages.lockDetails(tx, owned))?.handle);
      const id = await this.pages.create(tx, { userId: page.userId, handle, name, bio });
      await this.commandBus.execute(new GrantCreatorRoleCommand(page.userId, tx));
      await this.auditTrail.record(tx, {
        action: 'creator.created',
        entityType: 'creator',
        entityId: id,
        actorUserId,
        details: { handle, userId: page.userId, after: { handle, name, bio } },
      });
      return { id, userId: page.userId, handle, name, bio };
    });
  }
}
