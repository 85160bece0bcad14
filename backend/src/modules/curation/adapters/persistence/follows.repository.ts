import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FollowsRepository, FollowStatus } from '../../application/ports/follows.port';

/**
 * Each change is ONE statement: the follow row and the creator's count move together, and the count
 * moves only by the rows the statement really inserted or deleted (a repeat inserts or deletes none).
 */
@Injectable()
export class PostgresFollowsRepository implements FollowsRepository {
  constructor(private readonly em: EntityManager) {}

  async findCreatorOwner(creatorId: string): Promise<{ ownerUserId: string | null; published: boolean } | undefined> {
    const [row] = await this.em.execute<{ user_id: string | null; published: boolean }[]>(
      'select user_id, unpublished_at is null as published from creators where id = ?',
      [creatorId],
    );
    return row ? { ownerUserId: row.user_id, published: row.published } : undefined;
  }

  async follow(shopperId: string, creatorId: string): Promise<FollowStatus> {
    const [row] = await this.em.execute<{ followers: number }[]>(
      `with inserted as (
         insert into follows (id, shopper_id, creator_id, created_at, updated_at)
         values (gen_random_uuid(), ?, ?, clock_timestamp(), clock_timestamp())
         on conflict (shopper_id, creator_id) do nothing
         returning creator_id
       ), counted as (
         update creators c set followers = c.followers + 1, updated_at = clock_timestamp()
           from inserted where c.id = inserted.creator_id
         returning c.followers
       )
       select coalesce((select followers from counted), (select followers from creators where id = ?)) as followers`,
      [shopperId, creatorId, creatorId],
    );
    return { creatorId, isFollowing: true, followers: row.followers };
  }

  async unfollow(shopperId: string, creatorId: string): Promise<FollowStatus> {
    const [row] = await this.em.execute<{ followers: number }[]>(
      `with deleted as (
         delete from follows where shopper_id = ? and creator_id = ?
         returning creator_id
       ), counted as (
         update creators c set followers = greatest(c.followers - 1, 0), updated_at = clock_timestamp()
           from deleted where c.id = deleted.creator_id
         returning c.followers
       )
       select coalesce((select followers from counted), (select followers from creators where id = ?)) as followers`,
      [shopperId, creatorId, creatorId],
    );
    return { creatorId, isFollowing: false, followers: row.followers };
  }

  async status(shopperId: string, creatorId: string): Promise<FollowStatus> {
    const [row] = await this.em.execute<{ followers: number; is_following: boolean }[]>(
      `select c.followers, exists (select 1 from follows f where f.shopper_id = ? and f.creator_id = c.id) as is_following
         from creators c where c.id = ?`,
      [shopperId, creatorId],
    );
    return { creatorId, isFollowing: row?.is_following ?? false, followers: row?.followers ?? 0 };
  }
}
