import { useCallback } from 'react';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth';

/** Seed 000 §6: what signed-out visitors are told when they try something that needs an account. */
const SIGN_IN_REQUIRED_MESSAGES = {
  purchase: 'Please sign in to purchase products',
  follow: 'Please sign in to follow creators',
  favorite: 'Please sign in to add favorites',
} as const;

export type SignInRequiredFor = keyof typeof SIGN_IN_REQUIRED_MESSAGES;

/**
 * Returns `whenSignedIn(reason, action)`: runs `action` for a signed-in shopper, otherwise shows the
 * 'Sign in required' toast for `reason` and does nothing else.
 */
export function useSignInRequired(): (reason: SignInRequiredFor, action?: () => void) => boolean {
  const { user, isLoading } = useCurrentUser();
  return useCallback(
    (reason: SignInRequiredFor, action?: () => void) => {
      // Until the session has loaded we cannot tell a shopper from a visitor: ignore the click.
      if (isLoading) return false;
      if (!user) {
        toast({ title: 'Sign in required', description: SIGN_IN_REQUIRED_MESSAGES[reason] });
        return false;
      }
      action?.();
      return true;
    },
    [user, isLoading],
  );
}
