import { Query } from '@nestjs/cqrs';

/** The id of the account with exactly this username, or null. */
export class FindUserIdByUsernameQuery extends Query<string | null> {
  constructor(readonly username: string) {
    super();
  }
}
