import type { NotificationEventType } from './notification-events';

/**
 * Kinds of mail a user may turn off in Settings (each carries a one-click unsubscribe). Everything else is
 * transactional and always goes: orders, shipments, payouts, account recovery and verification, admin alerts.
 */
export const OPTIONAL_MAIL_KINDS = ['gift_offers', 'commissions', 'imports'] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

const KIND_OF: Partial<Record<NotificationEventType, OptionalMailKind>> = {
  'gift_offer.received': 'gift_offers',
  'gift_offer.accepted': 'gift_offers',
  'gift_offer.declined': 'gift_offers',
  'commission.payable': 'commissions',
  'import.completed': 'imports',
  'import.failed': 'imports',
};

/** The preference that governs an event's mail, or null when it always goes. */
export function optionalMailKindOf(type: NotificationEventType): OptionalMailKind | null {
  return KIND_OF[type] ?? null;
}

export function isOptionalMailKind(kind: string): kind is OptionalMailKind {
  return (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);
}
