import { Command } from '@nestjs/cqrs';
import type { BrandProfileChanges, OwnedBrand } from '../../../../catalog';
import type { BrandCaller } from '../../brand-of-caller';

/** PATCH /api/brands/profile: name, website, description and logo (an image the caller uploaded through the media module). */
export class UpdateBrandProfileCommand extends Command<OwnedBrand> {
  constructor(
    readonly caller: BrandCaller,
    readonly changes: BrandProfileChanges,
  ) {
    super();
  }
}
