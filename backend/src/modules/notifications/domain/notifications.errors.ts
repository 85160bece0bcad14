import { DomainError } from '../../../shared/domain/domain-error';

/** The URL may not receive webhooks: not https, or it resolves to a private, loopback or link-local address. */
export class WebhookUrlRefusedError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'WEBHOOK_URL_REFUSED';
  constructor(reason: string) {
    super(`This URL cannot receive webhooks: ${reason}.`);
  }
}

export class WebhookEndpointNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'WEBHOOK_ENDPOINT_NOT_FOUND';
  constructor() {
    super('No such webhook endpoint.');
  }
}

export class WebhookDeliveryNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'WEBHOOK_DELIVERY_NOT_FOUND';
  constructor() {
    super('No such delivery for this webhook endpoint.');
  }
}

export class InvalidUnsubscribeLinkError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_UNSUBSCRIBE_LINK';
  constructor() {
    super('This unsubscribe link is not valid. Change which mail you get on your Profile page: Settings → Account → Notifications by e-mail.');
  }
}
