import { Command } from '@nestjs/cqrs';

/**
 * Signs the user out elsewhere: one session by its public id (`{ sessionId }`; not one of theirs → 404), or
 * every session but the one in use (`{ allBut }`, its store id). Answers how many sessions ended.
 */
export class EndSessionsCommand extends Command<number> {
  constructor(
    readonly userId: string,
    readonly which: { sessionId: string } | { allBut: string },
  ) {
    super();
  }
}
