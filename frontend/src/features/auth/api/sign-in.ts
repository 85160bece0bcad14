import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { login } from '@/api/generated/endpoints/accounts/accounts';
import { toast } from '@/components/ui/use-toast';
import { setCurrentUser } from './get-current-user';
import type { LoginBody } from './types';

export function useSignIn(options: { onSignedIn?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => login(body),
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      options.onSignedIn?.();
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
