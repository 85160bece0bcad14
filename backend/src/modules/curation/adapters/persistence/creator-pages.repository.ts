import { randomBytes, randomUUID } from 'node:crypto';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CreatorPageDetails, CreatorPages, NewCreatorPage } from '../../application/ports/creator-pages.port';
import { CreatorHandleTakenError } from '../../domain/creator-application';
import type { CreatorImageKind } from '../../domain/creator-images';

/**
 * Inserts a creator page in `tx` and answers its id (an approved application and the admin's Add).
 * A taken handle is CreatorHandleTakenError. The referral code starts as the handle; a demo or older
 * page may already use that code, then a short suffix keeps it unique.
 */
export async function insertCreatorPage(transaction: TransactionContext, page: NewCreatorPage): Promise<string> {
  const tx = entityManagerOf(transaction);
  const creatorId = randomUUID();
  const [{ taken }] = await tx.execute<{ taken: boolean }[]>('select exists (select 1 from creators where lower(utm_code) = ?) as taken', [page.handle]);
  const utmCode = taken ? `${page.handle}_${randomBytes(3).toString('hex')}` : page.handle;
  try {
    await tx.execute(
      `insert into creators (id, user_id, handle, name, bio, instagram_handle, tiktok_handle, youtube_handle, twitter_handle, utm_code, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, now(), now())`,
      [creatorId, page.userId, page.handle, page.name, page.bio, page.instagramHandle ?? null, page.tiktokHandle ?? null, page.youtubeHandle ?? null, page.twitterHandle ?? null, utmCode],
    );
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new CreatorHandleTakenError(page.handle);
    throw error;
  }
  return creatorId;
}

const COLUMN: Record<CreatorImageKind, string> = { avatar: 'avatar', hero: 'hero_image' };

@Injectable()
export class PostgresCreatorPagesRepository implements CreatorPages {
  constructor(private readonly em: EntityManager) {}

  async find(creatorId: string): Promise<{ ownerUserId: string | null; handle: string } | undefined> {
    const [row] = await this.em.execute<{ user_id: string | null; handle: string }[]>('select user_id, handle from creators where id = ?', [creatorId]);
    return row ? { ownerUserId: row.user_id, handle: row.handle } : undefined;
  }

  async setImage(creatorId: string, kind: CreatorImageKind, path: string): Promise<void> {
    await this.em.execute(`update creators set ${COLUMN[kind]} = ?, updated_at = now() where id = ?`, [path, creatorId]);
  }

  async lockDetails(transaction: TransactionContext, creatorId: string): Promise<(CreatorPageDetails & { handle: string }) | undefined> {
    const [row] = await entityManagerOf(transaction).execute<{ handle: string; name: string | null; bio: string | null; is_verified: boolean }[]>(
      'select handle, name, bio, is_verified from creators where id = ? for update',
      [creatorId],
    );
    return row ? { handle: row.handle, name: row.name, bio: row.bio, isVerified: row.is_verified } : undefined;
  }

  async findByOwner(transaction: TransactionContext, userId: string): Promise<string | undefined> {
    const [row] = await entityManagerOf(transaction).execute<{ id: string }[]>('select id from creators where user_id = ?', [userId]);
    return row?.id;
  }

  create(transaction: TransactionContext, page: NewCreatorPage): Promise<string> {
    return insertCreatorPage(transaction, page);
  }

  async saveDetails(transaction: TransactionContext, creatorId: string, details: CreatorPageDetails): Promise<void> {
    await entityManagerOf(transaction).execute('update creators set name = ?, bio = ?, is_verified = ?, updated_at = now() where id = ?', [details.name, details.bio, details.isVerified, creatorId]);
  }

  async lockPublication(transaction: TransactionContext, creatorId: string): Promise<{ handle: string; unpublishedAt: Date | null } | undefined> {
    const [row] = await entityManagerOf(transaction).execute<{ handle: string; unpublished_at: Date | null }[]>(
      'select handle, unpublished_at from creators where id = ? for update',
      [creatorId],
    );
    return row ? { handle: row.handle, unpublishedAt: row.unpublished_at === null ? null : new Date(row.unpublished_at) } : undefined;
  }

  async setUnpublished(transaction: TransactionContext, creatorId: string, unpublished: boolean): Promise<Date | null> {
    const [row] = await entityManagerOf(transaction).execute<{ unpublished_at: Date | null }[]>(
      `update creators set unpublished_at = ${unpublished ? 'now()' : 'null'}, updated_at = now() where id = ? returning unpublished_at`,
      [creatorId],
    );
    return row.unpublished_at === null ? null : new Date(row.unpublished_at);
  }
}
