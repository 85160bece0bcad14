import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { BRAND_ACCOUNTS, BrandAccounts, OwnedBrand } from '../../../../catalog';
import { ListOwnedCreatorPagesQuery } from '../../../../curation';
import { GIFT_OFFER_STORE, GiftOfferStore } from '../../ports/gift-offer-store.port';
import { ListPartnershipsQuery, Partnership } from './list-partnerships.query';

@QueryHandler(ListPartnershipsQuery)
export class ListPartnershipsHandler implements IQueryHandler<ListPartnershipsQuery, Partnership[]> {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(BRAND_ACCOUNTS) private readonly brands: BrandAccounts,
    @Inject(GIFT_OFFER_STORE) private readonly offers: GiftOfferStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: ListPartnershipsQuery): Promise<Partnership[]> {
    const pages = await this.queryBus.execute(new ListOwnedCreatorPagesQuery(userId));
    const offers = await this.offers.listForRecipients(
      pages.map((page) => page.id),
      this.clock.now(),
    );
    if (offers.length === 0) return [];
    const products = new Map((await this.brands.findProducts([...new Set(offers.map((offer) => offer.productId))])).map((product) => [product.id, product]));
    const brandIds = [...new Set(offers.map((offer) => offer.brandId).filter((id): id is string => id !== null))];
    const brands = new Map<string, OwnedBrand>();
    for (const id of brandIds) {
      const brand = await this.brands.findById(id);
      if (brand) brands.set(id, brand);
    }
    return offers.map((offer) => {
      const product = products.get(offer.productId);
      const brand = offer.brandId ? brands.get(offer.brandId) : undefined;
      return {
        id: offer.id,
        title: product ? `Gift: ${product.name}` : 'Gift offer',
        status: offer.status,
        valueCents: offer.valueCents,
        description: offer.message,
        brandName: brand?.name ?? null,
        brandLogo: brand?.logo ?? null,
        type: 'gift' as const,
        expiresAt: offer.expiresAt,
        createdAt: offer.createdAt,
        products: product ? [{ id: product.id, name: product.name, image: product.image }] : [],
      };
    });
  }
}
