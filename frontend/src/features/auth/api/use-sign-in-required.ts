import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '@/components/ui/use-toast';
import { currentUserQueryOptions } from './get-current-user';

/** The specification's wording: what signed-out visitors are told when they try something that needs an account. */
const SIGN_IN_REQUIRED_MESSAGES = {
  purchase: 'Please sign in to purchase products',
  follow: 'Please sign in to follow creators',
  favorite: 'Please sign in to add favorites',
} as const;

export type SignInRequiredFor = keyof typeof SIGN_IN_REQUIRED_MESSAGES;

/**
 * Returns `whenSignedIn(reason, action)`: runs `action` for a signed-in shopper, otherwise shows the
 * 'Sign in required' toast for `reason` and does nothing else. A click made while the session is
 * still loading waits for it, so a shopper is never told to sign in by mistake.
 */
export function useSignInRequired(): (reason: SignInRequiredFor, action?: () => void) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (reason: SignInRequiredFor, action?: () => void) => {
      void queryClient.ensureQueryData(currentUserQueryOptions()).then(
        (user) => {
          if (user) action?.();
          else toast({ title: 'Sign in required', description: SIGN_IN_REQUIRED_MESSAGES[reason] });
        },
        () => toast({ title: 'Sign in required', description: SIGN_IN_REQUIRED_MESSAGES[reason] }),
      );
    },
    [queryClient],
  );
}
