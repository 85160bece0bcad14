import { Query } from '@nestjs/cqrs';

/** How many accounts exist (the admin area's Total Users). */
export class CountUsersQuery extends Query<number> {}
