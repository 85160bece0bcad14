import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { BRAND_ACCOUNTS, BrandAccounts } from '../../../../catalog';
import { ListAttributedCreatorsQuery } from '../../../../commissions';
import { FindCreatorsByIdsQuery } from '../../../../curation';
import { GetProductSalesBreakdownQuery } from '../../../../ordering';
import { BrandOfCaller } from '../../brand-of-caller';
import { BrandAnalytics, GetBrandAnalyticsQuery } from './get-brand-analytics.query';

const DAY_MS = 24 * 60 * 60 * 1000;

@QueryHandler(GetBrandAnalyticsQuery)
export class GetBrandAnalyticsHandler implements IQueryHandler<GetBrandAnalyticsQuery, BrandAnalytics> {
  constructor(
    private readonly brandOfCaller: BrandOfCaller,
    private readonly queryBus: QueryBus,
    @Inject(BRAND_ACCOUNTS) private readonly brands: BrandAccounts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ caller, days, brandId }: GetBrandAnalyticsQuery): Promise<BrandAnalytics> {
    const brand = await this.brandOfCaller.resolve(caller, brandId);
    const productIds = (await this.brands.listProducts(brand.id)).map((product) => product.id);
    const to = this.clock.now();
    const from = new Date(to.getTime() - days * DAY_MS);
    const [sales, creators] = await Promise.all([
      this.queryBus.execute(new GetProductSalesBreakdownQuery(productIds, from, to)),
      this.queryBus.execute(new ListAttributedCreatorsQuery(productIds, from, to)),
    ]);
    const pages = creators.length ? await this.queryBus.execute(new FindCreatorsByIdsQuery(creators.map((c) => c.creatorId))) : [];
    const handleOf = new Map(pages.map((page) => [page.id, page.handle]));
    return {
      days,
      daily: sales.daily,
      topProducts: sales.byProduct,
      topCreators: creators.map((c) => ({ ...c, handle: handleOf.get(c.creatorId) ?? null })),
    };
  }
}
