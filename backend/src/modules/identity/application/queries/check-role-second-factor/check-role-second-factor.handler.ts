import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { secondFactorRequiredFor } from '../../../domain/second-factor';
import { SecondFactorEnrolmentRequiredError } from '../../../domain/second-factor.errors';
import { SECOND_FACTOR_POLICY, SecondFactorPolicy, SECOND_FACTORS, SecondFactors } from '../../ports/second-factors.port';
import { CheckRoleSecondFactorQuery } from './check-role-second-factor.query';

@QueryHandler(CheckRoleSecondFactorQuery)
export class CheckRoleSecondFactorHandler implements IQueryHandler<CheckRoleSecondFactorQuery, void> {
  constructor(
    @Inject(SECOND_FACTORS) private readonly factors: SecondFactors,
    @Inject(SECOND_FACTOR_POLICY) private readonly policy: SecondFactorPolicy,
  ) {}

  async execute({ account }: CheckRoleSecondFactorQuery): Promise<void> {
    if (!secondFactorRequiredFor(account.role, this.policy.requiredRoles)) return;
    if ((await this.factors.totpOf(account.id))?.enabled) return;
    throw new SecondFactorEnrolmentRequiredError(`This ${account.role} account`);
  }
}
