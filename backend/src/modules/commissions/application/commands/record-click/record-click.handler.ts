import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { FindCreatorByReferenceQuery } from '../../../../curation';
import { FindUserIdByUsernameQuery } from '../../../../identity';
import { ClickedProductNotFoundError, LINK_CLICK_WINDOW_MINUTES } from '../../../domain/attribution';
import { ATTRIBUTION_STORE, AttributionStore } from '../../ports/attribution-store.port';
import { RecordClickCommand } from './record-click.command';

export interface RecordedClick {
  creatorId: string | null;
  referrerUserId: string | null;
  /** False when the link names nobody, or the same visitor's click on it was recorded within the window. */
  recorded: boolean;
}

@CommandHandler(RecordClickCommand)
export class RecordClickHandler implements ICommandHandler<RecordClickCommand, RecordedClick> {
  constructor(
    @Inject(ATTRIBUTION_STORE) private readonly store: AttributionStore,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(command: RecordClickCommand): Promise<RecordedClick> {
    // The link names a creator by id, utm code, handle or its owner's username: curation knows which.
    const creatorId = await this.queryBus.execute(new FindCreatorByReferenceQuery(command.utmSource));
    // Every user earns through their public profile: a username without a creator page names the user.
    const referrerUserId = creatorId ? await this.store.creatorOwner(creatorId) : await this.queryBus.execute(new FindUserIdByUsernameQuery(command.utmSource));
    if (command.productId && !(await this.store.productExists(command.productId))) throw new ClickedProductNotFoundError();
    // A link whose utm_source names nobody (mistyped, or a curator who left) still opens the page: nothing to credit.
    if (!creatorId && !referrerUserId) return { creatorId: null, referrerUserId: null, recorded: false };
    const recorded = await this.store.recordClick(
      {
        creatorId,
        referrerUserId,
        productId: command.productId,
        shopperId: command.shopperId,
        utmParams: command.utmParams,
        ipAddress: command.ipAddress,
        userAgent: command.userAgent,
      },
      LINK_CLICK_WINDOW_MINUTES * 60,
    );
    return { creatorId, referrerUserId, recorded };
  }
}
