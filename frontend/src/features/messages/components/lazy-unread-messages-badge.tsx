import { lazy, Suspense } from 'react';

// Only a curator's header shows the badge: its messages client loads then, not in every visitor's first bundle.
const UnreadMessagesBadge = lazy(() => import('./unread-messages-badge').then((module) => ({ default: module.UnreadMessagesBadge })));

/** The unread count on the Dashboard button, loaded when first shown; nothing while it loads. */
export function LazyUnreadMessagesBadge() {
  return (
    <Suspense fallback={null}>
      <UnreadMessagesBadge />
    </Suspense>
  );
}
