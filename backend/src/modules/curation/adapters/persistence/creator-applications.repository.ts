import { randomUUID } from 'node:crypto';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CreatorApplications, CreatorApplicationUnderReview, NewCreatorApplication } from '../../application/ports/creator-applications.port';
import { insertCreatorPage } from './creator-pages.repository';
import { CreatorApplicationPendingError, CreatorHandleTakenError, type CreatorApplicationStatus, type CreatorPick } from '../../domain/creator-application';

interface ApplicationRow {
  id: string;
  user_id: string;
  handle: string;
  name: string;
  bio: string;
  instagram_handle: string | null;
  tiktok_handle: string | null;
  youtube_handle: string | null;
  twitter_handle: string | null;
  picks: CreatorPick[];
  status: CreatorApplicationStatus;
}

const constraintOf = (error: unknown) => (error as { constraint?: string }).constraint ?? '';

@Injectable()
export class PostgresCreatorApplicationsRepository implements CreatorApplications {
  constructor(private readonly em: EntityManager) {}

  async isHandleFree(handle: string): Promise<boolean> {
    const rows = await this.em.execute<{ taken: boolean }[]>(
      `select exists (select 1 from creators where lower(handle) = ?)
           or exists (select 1 from creator_applications where lower(handle) = ? and status = 'pending') as taken`,
      [handle, handle],
    );
    return !rows[0].taken;
  }

  async ownsCreatorPage(userId: string): Promise<boolean> {
    return (await this.em.execute('select 1 from creators where user_id = ?', [userId])).length > 0;
  }

  async countProducts(productIds: readonly string[]): Promise<number> {
    const [row] = await this.em.execute<{ count: string }[]>(`select count(*) as count from catalog_products_v where id in (${productIds.map(() => '?').join(', ')})`, [
      ...productIds,
    ]);
    return Number(row.count);
  }

  async submit(application: NewCreatorApplication, at: Date): Promise<string> {
    const id = randomUUID();
    try {
      await this.em.execute(
        `insert into creator_applications (id, user_id, handle, name, bio, instagram_handle, tiktok_handle, youtube_handle, twitter_handle, picks, status, created_at, updated_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, 'pending', ?, ?)`,
        [
          id,
          application.userId,
          application.handle,
          application.name,
          application.bio,
          application.instagramHandle,
          application.tiktokHandle,
          application.youtubeHandle,
          application.twitterHandle,
          JSON.stringify(application.picks),
          at.toISOString(),
          at.toISOString(),
        ],
      );
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        if (constraintOf(error) === 'creator_applications_one_pending_per_user') throw new CreatorApplicationPendingError();
        throw new CreatorHandleTakenError(application.handle);
      }
      throw error;
    }
    return id;
  }

  async lockForReview(transaction: TransactionContext, id: string): Promise<CreatorApplicationUnderReview | undefined> {
    const [row] = await entityManagerOf(transaction).execute<ApplicationRow[]>(
      `select id, user_id, handle, name, bio, instagram_handle, tiktok_handle, youtube_handle, twitter_handle, picks, status
         from creator_applications where id = ? for update`,
      [id],
    );
    if (!row) return undefined;
    return {
      id: row.id,
      userId: row.user_id,
      handle: row.handle,
      name: row.name,
      bio: row.bio,
      instagramHandle: row.instagram_handle,
      tiktokHandle: row.tiktok_handle,
      youtubeHandle: row.youtube_handle,
      twitterHandle: row.twitter_handle,
      picks: row.picks,
      status: row.status,
    };
  }

  async createCreatorPage(transaction: TransactionContext, application: CreatorApplicationUnderReview): Promise<string> {
    const tx = entityManagerOf(transaction);
    const creatorId = await insertCreatorPage(transaction, {
      userId: application.userId,
      handle: application.handle,
      name: application.name,
      bio: application.bio,
      instagramHandle: application.instagramHandle,
      tiktokHandle: application.tiktokHandle,
      youtubeHandle: application.youtubeHandle,
      twitterHandle: application.twitterHandle,
    });
    for (const pick of application.picks) {
      await tx.execute(`insert into endorsements (id, creator_id, product_id, review, created_at, updated_at) values (?, ?, ?, ?, now(), now())`, [
        randomUUID(),
        creatorId,
        pick.productId,
        pick.note,
      ]);
    }
    return creatorId;
  }

  async markReviewed(
    transaction: TransactionContext,
    id: string,
    review: { status: Exclude<CreatorApplicationStatus, 'pending'>; reviewerId: string; at: Date; rejectionReason: string | null; creatorId: string | null },
  ): Promise<void> {
    await entityManagerOf(transaction).execute(
      `update creator_applications set status = ?, reviewed_by = ?, reviewed_at = ?, rejection_reason = ?, creator_id = ?, updated_at = ? where id = ?`,
      [review.status, review.reviewerId, review.at.toISOString(), review.rejectionReason, review.creatorId, review.at.toISOString(), id],
    );
  }
}
