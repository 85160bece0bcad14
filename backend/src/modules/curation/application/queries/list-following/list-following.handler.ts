import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import type { FollowedCreatorView } from '../../ports/follows.port';
import { ListFollowingQuery } from './list-following.query';

/** `$1` the shopper; most recently followed first; an unpublished page is left out (the follow row stays). */
const FOLLOWED_CREATORS = sqlStatement(
  'curation.followed-creators',
  `select c.id, c.handle, c.name, c.avatar, c.bio, c.followers, f.created_at as followed_at
     from follows f join creators c on c.id = f.creator_id
    where f.shopper_id = $1 and c.unpublished_at is null
    order by f.created_at desc, f.id`,
  z
    .object({ id: z.string(), handle: z.string(), name: z.string().nullable(), avatar: z.string().nullable(), bio: z.string().nullable(), followers: z.number(), followed_at: z.date() })
    .transform((row): FollowedCreatorView => ({ id: row.id, handle: row.handle, name: row.name, avatar: row.avatar, bio: row.bio, followers: row.followers, followedAt: row.followed_at })),
);

@QueryHandler(ListFollowingQuery)
export class ListFollowingHandler implements IQueryHandler<ListFollowingQuery, FollowedCreatorView[]> {
  constructor(private readonly sql: Sql) {}

  execute({ shopperId }: ListFollowingQuery): Promise<FollowedCreatorView[]> {
    return this.sql.rows(FOLLOWED_CREATORS, [shopperId]);
  }
}
