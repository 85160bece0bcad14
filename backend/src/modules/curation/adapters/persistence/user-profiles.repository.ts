import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { UserProfiles } from '../../application/ports/user-profiles.port';
import type { CustomBlock, ValidatedPageLayout } from '../../domain/custom-blocks';
import type { ProfileImageField, ProfileTextField, UserProfile } from '../../domain/user-profile';
import { UserProfileEntity } from './user-profile.entity';

const COLUMN: Record<ProfileTextField | ProfileImageField, string> = {
  displayName: 'display_name',
  bio: 'bio',
  profileImage: 'profile_image',
  heroImage: 'hero_image',
};

@Injectable()
export class PostgresUserProfilesRepository implements UserProfiles {
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

  async setPageLayout(userId: string, layout: ValidatedPageLayout): Promise<UserProfile> {
    await this.em.execute(
      `insert into user_profiles (user_id, page_layout, created_at, updated_at) values (?, ?::jsonb, now(), now())
       on conflict (user_id) do update set page_layout = excluded.page_layout, updated_at = now()`,
      [userId, JSON.stringify(layout)],
    );
    return (await this.find(userId))!;
  }

  async appendCustomBlock(userId: string, build: (existing: CustomBlock[]) => CustomBlock): Promise<CustomBlock> {
    return this.em.fork().transactional(async (em) => {
      await em.execute(`insert into user_profiles (user_id, created_at, updated_at) values (?, now(), now()) on conflict (user_id) do nothing`, [userId]);
      const [row] = await em.execute('select page_layout from user_profiles where user_id = ? for update', [userId]);
      const layout = (row.page_layout ?? {}) as { sections?: unknown; customBlocks?: unknown };
      const existing = Array.isArray(layout.customBlocks) ? (layout.customBlocks as CustomBlock[]) : [];
      const block = build(existing);
      const next = { sections: Array.isArray(layout.sections) ? layout.sections : [], customBlocks: [...existing, block] };
      await em.execute('update user_profiles set page_layout = ?::jsonb, updated_at = now() where user_id = ?', [JSON.stringify(next), userId]);
      return block;
    });
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
