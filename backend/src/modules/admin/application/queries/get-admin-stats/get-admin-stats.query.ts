import { Query } from '@nestjs/cqrs';
import type { AdminStats } from '../../ports/admin-read-model.port';

export class GetAdminStatsQuery extends Query<AdminStats> {}
