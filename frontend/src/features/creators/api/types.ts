/** A curator as the pages use it (seed 000 §3), mirroring the API's creator DTO. */
export interface Creator {
  id: string;
  handle: string;
  name?: string | null;
  bio?: string | null;
  avatar?: string | null;
  heroImage?: string | null;
  verified21?: boolean;
  instagramHandle?: string | null;
  tiktokHandle?: string | null;
  youtubeHandle?: string | null;
  twitterHandle?: string | null;
  followers?: number | null;
  rating?: number | null;
}

export interface CreatorCollection {
  id: string;
  name: string;
  description?: string | null;
  productIds: string[];
  productCount?: number;
}
