import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { assertMayMessage, CannotMessageSelfError, CreatorNotMessageableError, MessagedCreatorNotFoundError, plainTextMessage } from '../../../domain/messaging';
import { CONVERSATIONS, Conversations, MessageView } from '../../ports/conversations.port';
import { StartConversationCommand } from './start-conversation.command';

@CommandHandler(StartConversationCommand)
export class StartConversationHandler implements ICommandHandler<StartConversationCommand, MessageView> {
  constructor(
    @Inject(CONVERSATIONS) private readonly conversations: Conversations,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ shopper, creatorId, body: raw }: StartConversationCommand): Promise<MessageView> {
    const body = plainTextMessage(raw);
    const creator = await this.conversations.findCreator(creatorId);
    if (!creator) throw new MessagedCreatorNotFoundError();
    if (!creator.ownerUserId) throw new CreatorNotMessageableError();
    if (creator.ownerUserId === shopper.id) throw new CannotMessageSelfError();
    const curatorUserId = creator.ownerUserId;
    assertMayMessage(await this.conversations.blocksBetween(shopper.id, curatorUserId));
    return this.unitOfWork.run(async (tx) => {
      const conversationId = await this.conversations.open(tx, { creatorId, creatorHandle: creator.handle, curatorUserId, shopperUserId: shopper.id, shopperUsername: shopper.username });
      return this.conversations.addMessage(tx, conversationId, shopper.id, body, this.clock.now());
    });
  }
}
