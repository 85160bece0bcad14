import { Query } from '@nestjs/cqrs';

/** The specification's "Partnership": one gift offer as its recipient sees it. */
export interface Partnership {
  id: string;
  title: string;
  status: string;
  valueCents: number;
  description: string | null;
  brandName: string | null;
  brandLogo: string | null;
  type: 'gift';
  expiresAt: Date | null;
  createdAt: Date;
  products: { id: string; name: string; image: string | null }[];
}

/** GET /api/user/partnerships: the gift offers to the creator pages the account owns, newest first. */
export class ListPartnershipsQuery extends Query<Partnership[]> {
  constructor(readonly userId: string) {
    super();
  }
}
