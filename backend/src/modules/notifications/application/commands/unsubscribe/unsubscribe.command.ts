import { Command } from '@nestjs/cqrs';
import type { OptionalMailKind } from '../../../domain/mail-kinds';

/** One-click unsubscribe (RFC 8058): the signed token of a mail turns that kind of mail off for its account. */
export class UnsubscribeCommand extends Command<{ kind: OptionalMailKind }> {
  constructor(readonly token: string) {
    super();
  }
}
