import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CheckRoleSecondFactorQuery } from '../../../../identity';
import { FilterBrandObjectPathsQuery } from '../../../../media';
import { brandImagesAccess, BrandForImagesNotFoundError, ForeignBrandImageError, NotBrandOwnerError } from '../../../domain/image-import/brand-images.errors';
import { IMAGE_IMPORT_STORE, ImageImportStore } from '../../ports/image-import-store.port';
import { SetBrandImagesCommand } from './set-brand-images.command';

/** Keeps images the brand has already; accepts new ones only when they are objects stored for this brand. */
@CommandHandler(SetBrandImagesCommand)
export class SetBrandImagesHandler implements ICommandHandler<SetBrandImagesCommand, { images: string[] }> {
  constructor(
    @Inject(IMAGE_IMPORT_STORE) private readonly store: ImageImportStore,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ brandId, images, editor }: SetBrandImagesCommand): Promise<{ images: string[] }> {
    const brand = await this.store.findBrandImages(brandId);
    if (!brand) throw new BrandForImagesNotFoundError(brandId);
    const access = brandImagesAccess(editor, brand.userId);
    if (!access) throw new NotBrandOwnerError();
    if (access === 'admin') await this.queryBus.execute(new CheckRoleSecondFactorQuery(editor));
    const wanted = [...new Set(images.map((image) => image.trim()))];
    const fresh = wanted.filter((image) => !brand.images.includes(image));
    const stored = new Set<string>(fresh.length > 0 ? await this.queryBus.execute(new FilterBrandObjectPathsQuery(brandId, fresh)) : []);
    const foreign = fresh.filter((image) => !stored.has(image));
    if (foreign.length > 0) throw new ForeignBrandImageError(foreign);
    await this.store.setBrandImages(brandId, wanted);
    return { images: wanted };
  }
}
