import { Query } from '@nestjs/cqrs';

/**
 * The one check behind every power a role grants: answers nothing when the account may use its role now, and
 * throws 403 MFA_ENROLMENT_REQUIRED when the role must have a second factor (admins in production, the roles in
 * MFA_REQUIRED_ROLES) that the account has not set up, so it reaches only Settings' enrolment. RolesGuard runs it
 * on every role-guarded route; where a role grants access outside one (an admin editing another's brand images
 * or creator page, the queue dashboard), the code that grants it runs it too.
 */
export class CheckRoleSecondFactorQuery extends Query<void> {
  constructor(readonly account: { id: string; role: string }) {
    super();
  }
}
