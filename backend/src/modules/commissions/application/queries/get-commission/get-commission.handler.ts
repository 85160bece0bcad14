import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetOrderStatusQuery } from '../../../../ordering';
import { explainCommission } from '../../../domain/commission-explanation';
import { CommissionNotFoundError } from '../../../domain/commission-entry';
import { EARNINGS_READ_MODEL, EarningsReadModel } from '../../ports/earnings-read-model.port';
import { GetCommissionQuery, CommissionExplanation } from './get-commission.query';


@QueryHandler(GetCommissionQuery)
export class GetCommissionHandler implements IQueryHandler<GetCommissionQuery, CommissionExplanation> {
  constructor(
    @Inject(EARNINGS_READ_MODEL) private readonly readModel: EarningsReadModel,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, entryId }: GetCommissionQuery): Promise<CommissionExplanation> {
    // Another user's entry answers exactly like a missing one, so ids cannot be probed.
    const detail = await this.readModel.commission(userId, entryId);
    if (!detail) throw new CommissionNotFoundError();
    const orderStatus = await this.queryBus.execute(new GetOrderStatusQuery(detail.orderId));
    return { ...detail, orderStatus, explanation: explainCommission(detail) };
  }
}
