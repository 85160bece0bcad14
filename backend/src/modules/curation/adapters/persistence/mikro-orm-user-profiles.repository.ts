import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UserProfiles } from '../../application/ports/user-profiles.port';
import type { UserProfile } from '../../domain/user-profile';
import { UserProfileEntity } from './user-profile.entity';

@Injectable()
export class MikroOrmUserProfiles implements UserProfiles {
  constructor(private readonly em: EntityManager) {}

  async find(userId: string): Promise<UserProfile | null> {
    const row = await this.em.fork().findOne(UserProfileEntity, { userId });
    if (!row) return null;
    return {
      userId: row.userId,
      displayName: row.displayName ?? null,
      bio: row.bio ?? null,
      profileImage: row.profileImage ?? null,
      heroImage: row.heroImage ?? null,
      pageLayout: row.pageLayout ?? null,
    };
  }
}
