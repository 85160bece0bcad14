import { Query } from '@nestjs/cqrs';

/** The admin area's four stat cards. */
export interface AdminStats {
  totalUsers: number;
  activeCurators: number;
  partnerBrands: number;
  totalProducts: number;
}

export class GetAdminStatsQuery extends Query<AdminStats> {}
