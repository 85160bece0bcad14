import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { BRAND_ACCOUNTS, BrandAccounts } from '../../../../catalog';
import { GetProductAttributionQuery } from '../../../../commissions';
import { GetProductSalesQuery } from '../../../../ordering';
import { brandWindowFigures, BrandWindowFigures } from '../../../domain/brand-metrics';
import { BrandOfCaller } from '../../brand-of-caller';
import { GIFT_OFFER_STORE, GiftOfferStore } from '../../ports/gift-offer-store.port';
import { BrandMetrics, GetBrandMetricsQuery } from './get-brand-metrics.query';

const DAY_MS = 24 * 60 * 60 * 1000;

@QueryHandler(GetBrandMetricsQuery)
export class GetBrandMetricsHandler implements IQueryHandler<GetBrandMetricsQuery, BrandMetrics> {
  constructor(
    private readonly brandOfCaller: BrandOfCaller,
    private readonly queryBus: QueryBus,
    @Inject(BRAND_ACCOUNTS) private readonly brands: BrandAccounts,
    @Inject(GIFT_OFFER_STORE) private readonly offers: GiftOfferStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ caller, days, brandId }: GetBrandMetricsQuery): Promise<BrandMetrics> {
    const brand = await this.brandOfCaller.resolve(caller, brandId);
    const productIds = (await this.brands.listProducts(brand.id)).map((product) => product.id);
    const to = this.clock.now();
    const from = new Date(to.getTime() - days * DAY_MS);
    const before = new Date(from.getTime() - days * DAY_MS);
    const figures = async (start: Date, end: Date): Promise<{ from: Date; to: Date } & BrandWindowFigures> => {
      const [sales, attribution, activity] = await Promise.all([
        this.queryBus.execute(new GetProductSalesQuery(productIds, start, end)),
        this.queryBus.execute(new GetProductAttributionQuery(productIds, start, end)),
        this.offers.brandActivity(brand.id, start, end),
      ]);
      return { from: start, to: end, ...brandWindowFigures({ ...sales, ...attribution, ...activity }) };
    };
    const [window, previous] = await Promise.all([figures(from, to), figures(before, from)]);
    return { brandId: brand.id, days, window, previous };
  }
}
