export const NOTIFICATION_SETTINGS = Symbol('NOTIFICATION_SETTINGS');

/** What the outbox takes from the configuration (provided from AppConfig by the module). */
export interface NotificationSettings {
  /** PUBLIC_ORIGIN: links in mail start with it. */
  publicOrigin: string;
  /** OUTBOX_RETRY_BASE_SECONDS in ms: the first retry's delay. */
  retryBaseMs: number;
  /** The key of unsubscribe links (derived from SESSION_SECRET). */
  unsubscribeKey: string;
}
