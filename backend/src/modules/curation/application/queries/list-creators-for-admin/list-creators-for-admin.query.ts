import { Query } from '@nestjs/cqrs';

/** A row of the admin Curators tab. */
export interface AdminCreatorView {
  id: string;
  handle: string;
  name: string | null;
  followers: number;
  rating: number | null;
  totalEarningsCents: number;
  isVerified: boolean;
  featured: boolean;
  /** When the admin's Delete unpublished the page; null while published. */
  unpublishedAt: Date | null;
}

/** The admin Curators tab: most followed first, by handle or name, with the total. */
export class ListCreatorsForAdminQuery extends Query<{ items: AdminCreatorView[]; total: number }> {
  constructor(readonly criteria: { search?: string; limit: number; offset: number }) {
    super();
  }
}
