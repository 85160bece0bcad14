import { Command } from '@nestjs/cqrs';

/** PATCH /api/brands/{brandId}/images: the brand's image list (existing plus newly uploaded public URLs). */
export class SetBrandImagesCommand extends Command<{ images: string[] }> {
  constructor(
    readonly brandId: string,
    readonly images: readonly string[],
    readonly editor: { id: string; role: string },
  ) {
    super();
  }
}
