import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/api/fetcher';
import { login, loginMfa } from '@/api/generated/endpoints/accounts/accounts';
import type { SignInCodeDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';
import { setCurrentUser } from './get-current-user';
import type { LoginBody, User } from './types';

/**
 * The refusals of an account locked by failed sign-ins (429): the lock itself, which its owner passes with a code
 * sent along with the password, and the account's limit of wrong codes.
 */
export const LOCKED_ACCOUNT_CODES = ['TOO_MANY_SIGN_IN_ATTEMPTS', 'TOO_MANY_SECOND_FACTOR_ATTEMPTS'] as const;
export type LockedAccountCode = (typeof LOCKED_ACCOUNT_CODES)[number];

/** The lock's refusal (its code and the server's message), or null for any other error. */
export function lockedAccountRefusal(error: unknown): { code: LockedAccountCode; message: string } | null {
  if (!isApiError(error, 429) || !LOCKED_ACCOUNT_CODES.includes(error.code as LockedAccountCode)) return null;
  return { code: error.code as LockedAccountCode, message: errorMessage(error) };
}

/**
 * The password step. With an authenticator app set up the server answers {mfaRequired: true} and no session
 * yet: `onCodeRequired` shows the code step (useSignInCode finishes it). An account locked by failed sign-ins
 * goes to `onLocked` instead of a toast: the form offers its owner the code field that passes the lock.
 */
export function useSignIn(options: { onSignedIn?: () => void; onCodeRequired?: () => void; onLocked?: (refusal: { code: LockedAccountCode; message: string }) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: (answer) => {
      if ('mfaRequired' in answer) {
        options.onCodeRequired?.();
        return;
      }
      setCurrentUser(queryClient, answer as User);
      options.onSignedIn?.();
    },
    onError: (error) => {
      const locked = lockedAccountRefusal(error);
      if (locked && options.onLocked) options.onLocked(locked);
      else toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}

/** The code step: a code from the authenticator app or a recovery code, optionally trusting this browser. */
export function useSignInCode(options: { onSignedIn?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignInCodeDto) => loginMfa(body),
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      options.onSignedIn?.();
    },
    onError: (error) => {
      toast({ title: 'Code not accepted', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
