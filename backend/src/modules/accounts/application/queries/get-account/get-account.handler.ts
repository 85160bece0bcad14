import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCommissionAccountQuery } from '../../../../commissions';
import { GetUserProfileQuery } from '../../../../curation';
import { GetCurrentUserQuery } from '../../../../identity';
import type { Account } from '../../account';
import { GetAccountQuery } from './get-account.query';

/** Composes the account from its owners' public queries: identity, commissions, curation. */
@QueryHandler(GetAccountQuery)
export class GetAccountHandler implements IQueryHandler<GetAccountQuery, Account | null> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ userId }: GetAccountQuery): Promise<Account | null> {
    const [account, commission, profile] = await Promise.all([
      this.queryBus.execute(new GetCurrentUserQuery(userId)),
      this.queryBus.execute(new GetCommissionAccountQuery(userId)),
      this.queryBus.execute(new GetUserProfileQuery(userId)),
    ]);
    if (!account) return null;
    return {
      id: account.id,
      username: account.username,
      email: account.email,
      emailVerified: account.emailVerified,
      role: account.role,
      curatorStatus: commission.tier,
      commissionRate: commission.commissionRate,
      ageVerified: account.ageVerified,
      ageStatus: account.ageStatus,
      displayName: profile.displayName,
      bio: profile.bio,
      profileImage: profile.profileImage,
      heroImage: profile.heroImage,
      pageLayout: profile.pageLayout,
      createdAt: account.createdAt,
    };
  }
}
