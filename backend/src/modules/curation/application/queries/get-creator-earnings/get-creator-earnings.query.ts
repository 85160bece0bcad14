import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../../../shared/domain/money';

/** Every creator page's creators.totalEarnings in cents, by id (for the ledger's recomputation check). */
export class GetCreatorEarningsQuery extends Query<Map<string, Cents>> {}
