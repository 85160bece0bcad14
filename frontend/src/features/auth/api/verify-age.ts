import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyAge } from '@/api/generated/endpoints/accounts/accounts';
import { setCurrentUser } from './get-current-user';

/** Records on the server that the signed-in user confirmed being of legal drinking age. */
export function useVerifyAge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => verifyAge(),
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
