import { useQueryClient } from '@tanstack/react-query';
import { useVerifyAge as useVerifyAgeMutation } from '@/api/generated/endpoints/accounts/accounts';
import { setCurrentUser } from './get-current-user';

/** Records on the server that the signed-in user confirmed being of legal drinking age. */
export function useVerifyAge() {
  const queryClient = useQueryClient();
  return useVerifyAgeMutation({
    mutation: { onSuccess: (user) => setCurrentUser(queryClient, user) },
  });
}
