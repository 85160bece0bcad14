import { Query } from '@nestjs/cqrs';

export interface UserSessionView {
  /** Opaque: derived from the session's id one way, so it can name a session but never resume one. */
  id: string;
  current: boolean;
  device: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The user's unexpired sessions, the one in use first, then the most recently used. */
export class ListUserSessionsQuery extends Query<UserSessionView[]> {
  constructor(
    readonly userId: string,
    readonly currentSessionId: string,
  ) {
    super();
  }
}
