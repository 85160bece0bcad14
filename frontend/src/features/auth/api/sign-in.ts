import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { useLogin } from '@/api/generated/endpoints/accounts/accounts';
import { toast } from '@/components/ui/use-toast';
import { setCurrentUser } from './get-current-user';
import type { LoginBody } from './types';

export function useSignIn(options: { onSignedIn?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { mutate, ...state } = useLogin({
    mutation: {
      onSuccess: (user) => {
        setCurrentUser(queryClient, user);
        options.onSignedIn?.();
      },
      onError: (error) => {
        toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
      },
    },
  });
  return { ...state, mutate: (body: LoginBody) => mutate({ data: body }) };
}
