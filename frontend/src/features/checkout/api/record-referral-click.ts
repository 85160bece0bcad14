import { useEffect, useRef } from 'react';
import { recordClick } from '@/api/generated/endpoints/attribution/attribution';
import { rememberReferral } from '../model/referral-store';

/**
 * Landing on a product from a creator's link (`/products/{id}?utm_source=…`) records the click once,
 * so the creator is credited with a purchase: directly by a checkout from this page, and
 * by the server's attribution window later. The page works the same when the call fails (an
 * unknown creator, say), so a failure is deliberately not shown.
 */
export function useRecordReferralClick(productId: string, utmSource: string | undefined): void {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!utmSource) return;
    const landing = `${productId}:${utmSource}`;
    // Once per landing, also when React runs effects twice in development.
    if (recorded.current === landing) return;
    recorded.current = landing;
    recordClick({ productId, utmSource })
      // A profile link (a username without a creator page) names no creator: the server's window credits that user.
      .then(({ creatorId }) => creatorId && rememberReferral(productId, creatorId))
      .catch(() => undefined);
  }, [productId, utmSource]);
}
