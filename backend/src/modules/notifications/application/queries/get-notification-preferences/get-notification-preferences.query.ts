import { Query } from '@nestjs/cqrs';
import type { OptionalMailKind } from '../../../domain/mail-kinds';

/** Which optional kinds of mail the account receives. */
export class GetNotificationPreferencesQuery extends Query<Record<OptionalMailKind, boolean>> {
  constructor(readonly userId: string) {
    super();
  }
}
