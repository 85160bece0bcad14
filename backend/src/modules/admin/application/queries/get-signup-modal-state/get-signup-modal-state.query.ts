import { Query } from '@nestjs/cqrs';

/** Whether the early-access popup is on (off until an admin turns it on). */
export class GetSignupModalStateQuery extends Query<{ enabled: boolean }> {}
