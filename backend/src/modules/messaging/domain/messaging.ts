import { DomainError } from '../../../shared/domain/domain-error';

/** A message is plain text: at most this many characters once trimmed. */
export const MESSAGE_MAX_LENGTH = 2000;
export const REPORT_REASON_MAX_LENGTH = 500;

/** Markup such as `<b>` or `</script>`: refused, so what a message shows is what was typed (the page renders text, never HTML). */
const MARKUP = /<\/?[a-z!][^>]*>/i;

export class EmptyMessageError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'MESSAGE_EMPTY';
  constructor() {
    super('Write a message before sending it.');
  }
}

export class MessageTooLongError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'MESSAGE_TOO_LONG';
  constructor(length = MESSAGE_MAX_LENGTH + 1) {
    super(`A message is at most ${MESSAGE_MAX_LENGTH} characters; this one has ${length}.`);
  }
}

export class MessageMarkupError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'MESSAGE_NOT_PLAIN_TEXT';
  constructor() {
    super('Messages are plain text: remove the HTML tags (such as <b> or <a>).');
  }
}

export class ConversationNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'CONVERSATION_NOT_FOUND';
  constructor() {
    super('Conversation not found.');
  }
}

export class MessagedCreatorNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'CREATOR_NOT_FOUND';
  constructor() {
    super('Creator not found. The page may have been removed.');
  }
}

export class CreatorNotMessageableError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'CREATOR_NOT_MESSAGEABLE';
  constructor() {
    super('This curator cannot receive messages yet.');
  }
}

export class CannotMessageSelfError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'CANNOT_MESSAGE_SELF';
  constructor() {
    super('You cannot message your own creator page.');
  }
}

export class MessagingBlockedError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'MESSAGING_BLOCKED';
  constructor(byYou = false) {
    super(byYou ? 'You blocked this person. Unblock them to send a message.' : 'You cannot message this person.');
  }
}

export class InvalidReportError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_REPORT';
  constructor() {
    super(`Say what is wrong in 1 to ${REPORT_REASON_MAX_LENGTH} characters.`);
  }
}

/** The message as stored: trimmed plain text of 1 to MESSAGE_MAX_LENGTH characters without markup. */
export function plainTextMessage(raw: string): string {
  const body = raw.trim();
  if (body.length === 0) throw new EmptyMessageError();
  const length = [...body].length;
  if (length > MESSAGE_MAX_LENGTH) throw new MessageTooLongError(length);
  if (MARKUP.test(body)) throw new MessageMarkupError();
  return body;
}

export function reportReason(raw: string): string {
  const reason = raw.trim();
  if (reason.length === 0 || reason.length > REPORT_REASON_MAX_LENGTH) throw new InvalidReportError();
  return reason;
}

/** A sender may not write when either side blocked the other; the sender's own block says how to undo it. */
export function assertMayMessage(block: { byRecipient: boolean; bySender: boolean }): void {
  if (block.bySender) throw new MessagingBlockedError(true);
  if (block.byRecipient) throw new MessagingBlockedError(false);
}
