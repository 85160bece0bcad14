import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmEmailVerification, confirmPasswordReset, requestPasswordReset } from '@/api/generated/endpoints/account-recovery/account-recovery';
import { currentUserQueryOptions } from './get-current-user';

/** POST /api/auth/password-reset: the answer is the same whether or not the address is known. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset({ email }) });
}

/** POST /api/auth/password-reset/confirm: every session of the account ends, so the visitor signs in again. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) => confirmPasswordReset(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

/** POST /api/user/email/verification/confirm, from the mailed link's page. */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => confirmEmailVerification({ token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

/** ?token= of a mailed link: kept only when it is a plausible token (base64url, at most 200 characters). */
