import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { BRAND_ACCOUNTS, BrandAccounts, OwnedBrand } from '../../../../catalog';
import { GetUploadedObjectQuery, UploadedObjectView } from '../../../../media';
import { BrandLogoNotOwnUploadError } from '../../../domain/brand-campaigns.errors';
import { BrandOfCaller } from '../../brand-of-caller';
import { UpdateBrandProfileCommand } from './update-brand-profile.command';

@CommandHandler(UpdateBrandProfileCommand)
export class UpdateBrandProfileHandler implements ICommandHandler<UpdateBrandProfileCommand, OwnedBrand> {
  constructor(
    private readonly brandOfCaller: BrandOfCaller,
    private readonly queryBus: QueryBus,
    @Inject(BRAND_ACCOUNTS) private readonly brands: BrandAccounts,
  ) {}

  async execute({ caller, changes }: UpdateBrandProfileCommand): Promise<OwnedBrand> {
    const brand = await this.brandOfCaller.resolve(caller);
    let logo = changes.logo;
    if (logo) {
      const uploaded: UploadedObjectView | null = await this.queryBus.execute(new GetUploadedObjectQuery(logo));
      if (!uploaded || uploaded.ownerUserId !== caller.userId || !uploaded.contentType.startsWith('image/')) throw new BrandLogoNotOwnUploadError();
      logo = uploaded.objectPath;
    }
    return this.brands.updateProfile(brand.id, { ...changes, logo });
  }
}
