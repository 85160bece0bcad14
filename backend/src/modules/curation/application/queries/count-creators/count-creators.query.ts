import { Query } from '@nestjs/cqrs';

/** How many creator pages exist (the admin area's Active Curators). */
export class CountCreatorsQuery extends Query<number> {}
