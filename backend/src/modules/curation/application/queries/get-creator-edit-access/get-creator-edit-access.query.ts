import type { CreatorPageEditor } from '../../../domain/creator-images';

/** Whether the signed-in user may change this creator page's images (the page shows its edit buttons). */
export class GetCreatorEditAccessQuery {
  constructor(
    readonly editor: CreatorPageEditor,
    readonly creatorId: string,
  ) {}
}
