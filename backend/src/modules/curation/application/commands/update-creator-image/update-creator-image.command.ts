import type { CreatorImageKind, CreatorPageEditor } from '../../../domain/creator-images';

/** PUT /api/creators/{id}/avatar {avatar} and PUT /api/creators/{id}/hero {heroImage}. */
export class UpdateCreatorImageCommand {
  constructor(
    readonly editor: CreatorPageEditor,
    readonly creatorId: string,
    readonly kind: CreatorImageKind,
    readonly path: string,
  ) {}
}
