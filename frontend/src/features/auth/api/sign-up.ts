import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { register } from '@/api/generated/endpoints/accounts/accounts';
import { toast } from '@/components/ui/use-toast';
import { setCurrentUser } from './get-current-user';
import type { RegisterBody } from './types';

export function useSignUp(options: { onSignedUp?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => register(body),
    onSuccess: (user) => {
      setCurrentUser(queryClient, user);
      options.onSignedUp?.();
    },
    onError: (error) => {
      toast({ title: 'Registration failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
