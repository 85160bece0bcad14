import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CreatorPageDetails, CreatorPages } from '../../application/ports/creator-pages.port';
import type { CreatorImageKind } from '../../domain/creator-images';

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

  async saveDetails(transaction: TransactionContext, creatorId: string, details: CreatorPageDetails): Promise<void> {
    await entityManagerOf(transaction).execute('update creators set name = ?, bio = ?, is_verified = ?, updated_at = now() where id = ?', [details.name, details.bio, details.isVerified, creatorId]);
  }
}
