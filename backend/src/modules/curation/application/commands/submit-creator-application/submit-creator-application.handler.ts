import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { AlreadyCreatorError, assertValidHandle, assertValidPicks, CreatorApplicationPicksError, CreatorHandleTakenError } from '../../../domain/creator-application';
import { CREATOR_APPLICATIONS, CreatorApplications } from '../../ports/creator-applications.port';
import { SubmitCreatorApplicationCommand } from './submit-creator-application.command';

const socialHandle = (value: string | null | undefined) => {
  const trimmed = value?.trim().replace(/^@/, '') ?? '';
  return trimmed.length > 0 ? trimmed : null;
};

@CommandHandler(SubmitCreatorApplicationCommand)
export class SubmitCreatorApplicationHandler implements ICommandHandler<SubmitCreatorApplicationCommand, { id: string }> {
  constructor(
    @Inject(CREATOR_APPLICATIONS) private readonly applications: CreatorApplications,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, form }: SubmitCreatorApplicationCommand): Promise<{ id: string }> {
    const handle = assertValidHandle(form.handle);
    const picks = assertValidPicks(form.picks);
    if (await this.applications.ownsCreatorPage(userId)) throw new AlreadyCreatorError();
    if (!(await this.applications.isHandleFree(handle))) throw new CreatorHandleTakenError(handle);
    if ((await this.applications.countProducts(picks.map((pick) => pick.productId))) !== picks.length) {
      throw new CreatorApplicationPicksError('One of the picks is not a product of the catalog. Choose products from the list.');
    }
    const id = await this.applications.submit(
      {
        userId,
        handle,
        name: form.name.trim(),
        bio: form.bio.trim(),
        instagramHandle: socialHandle(form.instagramHandle),
        tiktokHandle: socialHandle(form.tiktokHandle),
        youtubeHandle: socialHandle(form.youtubeHandle),
        twitterHandle: socialHandle(form.twitterHandle),
        picks,
      },
      this.clock.now(),
    );
    return { id };
  }
}
