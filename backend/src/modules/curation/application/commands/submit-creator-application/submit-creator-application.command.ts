import { Command } from '@nestjs/cqrs';
import type { CreatorPick } from '../../../domain/creator-application';

export interface CreatorApplicationForm {
  handle: string;
  name: string;
  bio: string;
  instagramHandle?: string | null;
  tiktokHandle?: string | null;
  youtubeHandle?: string | null;
  twitterHandle?: string | null;
  picks: CreatorPick[];
}

/** A signed-in user applies for a creator page; an admin reviews it. Answers the application's id. */
export class SubmitCreatorApplicationCommand extends Command<{ id: string }> {
  constructor(
    readonly userId: string,
    readonly form: CreatorApplicationForm,
  ) {
    super();
  }
}
