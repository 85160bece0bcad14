import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UserProfiles } from '../../application/ports/user-profiles.port';
import type { ProfileImageField, ProfileTextField, UserProfile } from '../../domain/user-profile';
import { UserProfileEntity } from './user-profile.entity';

const COLUMN: Record<ProfileTextField | ProfileImageField, string> = {
  displayName: 'display_name',
  bio: 'bio',
  profileImage: 'profile_image',
  heroImage: 'hero_image',
};

@Injectable()
export class MikroOrmUserProfiles implements UserProfiles {
  constructor(private readonly em: EntityManager) {}

  async setField(userId: string, field: ProfileTextField | ProfileImageField, value: string | null): Promise<UserProfile> {
    const column = COLUMN[field];
    // One statement: two saves racing on a new profile cannot both insert.
    await this.em.execute(
      `insert into user_profiles (user_id, ${column}, created_at, updated_at) values (?, ?, now(), now())
       on conflict (user_id) do update set ${column} = excluded.${column}, updated_at = now()`,
      [userId, value],
    );
    return (await this.find(userId))!;
  }

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
