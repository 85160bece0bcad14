import { Inject, Injectable } from '@nestjs/common';
import { BRAND_ACCOUNTS, BrandAccounts, OwnedBrand } from '../../catalog';
import { BrandOfAccountNotFoundError } from '../domain/brand-campaigns.errors';

/** Who is asking: the signed-in account's id and role (the HTTP guards already checked the role). */
export interface BrandCaller {
  userId: string;
  role: string;
}

/**
 * The brand a call acts on: always the caller's own brand; an admin may name any brand with
 * `brandId` (read-only dashboard calls only pass it).
 */
@Injectable()
export class BrandOfCaller {
  constructor(@Inject(BRAND_ACCOUNTS) private readonly brands: BrandAccounts) {}

  async resolve(caller: BrandCaller, brandId?: string | null): Promise<OwnedBrand> {
    if (caller.role === 'admin' && brandId) {
      const brand = await this.brands.findById(brandId);
      if (!brand) throw new BrandOfAccountNotFoundError(`No brand has the id ${brandId}.`);
      return brand;
    }
    if (caller.role === 'admin') throw new BrandOfAccountNotFoundError('Name the brand to read with ?brandId=.');
    const brand = await this.brands.findOwnedBy(caller.userId);
    if (!brand) throw new BrandOfAccountNotFoundError();
    return brand;
  }
}
