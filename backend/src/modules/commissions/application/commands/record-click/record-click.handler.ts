import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { EntityNotFoundError } from '../../../../../shared/domain/domain-error';
import { FindCreatorByReferenceQuery } from '../../../../curation';
import { UnknownUtmSourceError } from '../../../domain/attribution';
import { ATTRIBUTION_STORE, AttributionStore } from '../../ports/attribution-store.port';
import { RecordClickCommand } from './record-click.command';

@CommandHandler(RecordClickCommand)
export class RecordClickHandler implements ICommandHandler<RecordClickCommand, { creatorId: string }> {
  constructor(
    @Inject(ATTRIBUTION_STORE) private readonly store: AttributionStore,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(command: RecordClickCommand): Promise<{ creatorId: string }> {
    // The link names the creator by id, utm code, handle or its owner's username: curation knows which.
    const creatorId = await this.queryBus.execute(new FindCreatorByReferenceQuery(command.utmSource));
    if (!creatorId) throw new UnknownUtmSourceError(command.utmSource);
    if (command.productId && !(await this.store.productExists(command.productId))) throw new EntityNotFoundError('Product', 'Product not found.');
    await this.store.recordClick({
      creatorId,
      productId: command.productId,
      shopperId: command.shopperId,
      utmParams: command.utmParams,
      ipAddress: command.ipAddress,
      userAgent: command.userAgent,
    });
    return { creatorId };
  }
}
