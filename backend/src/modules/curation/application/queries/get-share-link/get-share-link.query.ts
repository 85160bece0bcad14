import { Query } from '@nestjs/cqrs';
import type { ShareType } from '../../../domain/profile-share';

/**
 * POST /api/user/profile/share {type, itemId} → the absolute share URL (changes nothing). `requestOrigin` is the
 * origin the request came in on: the link's origin when PUBLIC_ORIGIN is unset (never in production).
 */
export class GetShareLinkQuery extends Query<string> {
  constructor(
    readonly user: { id: string; username: string },
    readonly type: ShareType,
    readonly itemId: string | null,
    readonly requestOrigin: string | null,
  ) {
    super();
  }
}
