import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { login, loginMfa } from '@/api/generated/endpoints/accounts/accounts';
import type { SignInCodeDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';
import { setCurrentUser } from './get-current-user';
import type { LoginBody, User } from './types';

/**
 * The password step. With an authenticator app set up the server answers {mfaRequired: true} and no session
 * yet: `onCodeRequired` shows the code step (useSignInCode finishes it).
 */
export function useSignIn(options: { onSignedIn?: () => void; onCodeRequired?: () => void } = {}) {
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
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
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
