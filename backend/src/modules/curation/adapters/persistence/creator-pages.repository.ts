import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CreatorPages } from '../../application/ports/creator-pages.port';
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
}
