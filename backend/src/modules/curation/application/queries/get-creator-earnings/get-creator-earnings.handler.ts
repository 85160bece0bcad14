import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { Cents } from '../../../../../shared/domain/money';
import { CREATOR_EARNINGS, CreatorEarningsStore } from '../../ports/creator-earnings.port';
import { GetCreatorEarningsQuery } from './get-creator-earnings.query';

@QueryHandler(GetCreatorEarningsQuery)
export class GetCreatorEarningsHandler implements IQueryHandler<GetCreatorEarningsQuery, Map<string, Cents>> {
  constructor(@Inject(CREATOR_EARNINGS) private readonly earnings: CreatorEarningsStore) {}

  execute(): Promise<Map<string, Cents>> {
    return this.earnings.totals();
  }
}
