import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { logout } from '@/api/generated/endpoints/accounts/accounts';
import { toast } from '@/components/ui/use-toast';
import { currentUserQueryKey, setCurrentUser } from './get-current-user';

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(),
    onSuccess: () => {
      // Everything cached so far belonged to the signed-in user; keep only the (now empty) session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      setCurrentUser(queryClient, null);
    },
    onError: (error) => {
      toast({ title: 'Logout failed', description: errorMessage(error), variant: 'destructive' });
    },
  });
}
