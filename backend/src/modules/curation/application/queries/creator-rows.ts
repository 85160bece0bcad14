import { z } from 'zod';
import type { CreatorView } from '../ports/curation-read-model.port';

/** A creator page's columns as CreatorView names them (`creators c`). */
export const CREATOR_COLUMNS = `c.id, c.handle, c.name, c.bio, c.avatar, c.hero_image as "heroImage", c.verified21,
  c.instagram_handle as "instagramHandle", c.tiktok_handle as "tiktokHandle", c.youtube_handle as "youtubeHandle",
  c.twitter_handle as "twitterHandle", c.followers, c.rating::float8 as rating, c.featured, c.created_at as "createdAt",
  c.user_id as "userId"`;

export const CREATOR_ROW: z.ZodType<CreatorView> = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string().nullable(),
  bio: z.string().nullable(),
  avatar: z.string().nullable(),
  heroImage: z.string().nullable(),
  verified21: z.boolean(),
  instagramHandle: z.string().nullable(),
  tiktokHandle: z.string().nullable(),
  youtubeHandle: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  followers: z.number(),
  rating: z.number().nullable(),
  featured: z.boolean(),
  createdAt: z.date(),
  userId: z.string().nullable(),
});
