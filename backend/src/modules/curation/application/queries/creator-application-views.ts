import { z } from 'zod';
import { CREATOR_APPLICATION_STATUSES } from '../../domain/creator-application';

/** A creator application as its applicant and the admins see it, with each pick's product name and image (catalog_products_v). */
export const CREATOR_APPLICATION_VIEW = z.object({
  id: z.string(),
  userId: z.string(),
  handle: z.string(),
  name: z.string(),
  bio: z.string(),
  instagramHandle: z.string().nullable(),
  tiktokHandle: z.string().nullable(),
  youtubeHandle: z.string().nullable(),
  twitterHandle: z.string().nullable(),
  picks: z.array(z.object({ productId: z.string(), note: z.string(), productName: z.string().nullable(), productImage: z.string().nullable() })),
  status: z.enum(CREATOR_APPLICATION_STATUSES),
  rejectionReason: z.string().nullable(),
  creatorId: z.string().nullable(),
  reviewedAt: z.date().nullable(),
  createdAt: z.date(),
});
export type CreatorApplicationView = z.output<typeof CREATOR_APPLICATION_VIEW>;

/** The select list of CREATOR_APPLICATION_VIEW over `creator_applications a`. */
export const CREATOR_APPLICATION_COLUMNS = `a.id, a.user_id as "userId", a.handle, a.name, a.bio,
  a.instagram_handle as "instagramHandle", a.tiktok_handle as "tiktokHandle", a.youtube_handle as "youtubeHandle", a.twitter_handle as "twitterHandle",
  (select coalesce(jsonb_agg(jsonb_build_object('productId', pick->>'productId', 'note', pick->>'note', 'productName', p.name, 'productImage', p.image) order by ordinality), '[]'::jsonb)
     from jsonb_array_elements(a.picks) with ordinality as t(pick, ordinality)
     left join catalog_products_v p on p.id = (pick->>'productId')::uuid) as picks,
  a.status, a.rejection_reason as "rejectionReason", a.creator_id as "creatorId", a.reviewed_at as "reviewedAt", a.created_at as "createdAt"`;
