import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminUser, getListAdminAuditLogQueryKey, getListAdminUsersQueryKey, updateAdminUser } from '@/api/generated/endpoints/admin/admin';
import type { CreateUserDto, UpdateUserDto } from '@/api/generated/model';

function useRefreshUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: getListAdminUsersQueryKey() }), queryClient.invalidateQueries({ queryKey: getListAdminAuditLogQueryKey() })]);
}

/** The Users tab's Add. */
export function useCreateUser() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: (account: CreateUserDto) => createAdminUser(account), onSuccess: refresh });
}

/** The Users tab's Edit (email, role). */
export function useUpdateUser() {
  const refresh = useRefreshUsers();
  return useMutation({ mutationFn: ({ userId, changes }: { userId: string; changes: UpdateUserDto }) => updateAdminUser(userId, changes), onSuccess: refresh });
}
