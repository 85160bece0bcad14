import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminUser, getListAdminAuditLogQueryKey, getListAdminUsersQueryKey, updateAdminUser } from '@/api/generated/endpoints/admin/admin';
import { getListAdminCreatorsQueryKey, updateCreatorPage } from '@/api/generated/endpoints/curators/curators';
import type { CreateUserDto, UpdateCreatorPageDto, UpdateUserDto } from '@/api/generated/model';

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

/** The Curators tab's Edit (name, bio, verified). */
export function useUpdateCreatorPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creatorId, changes }: { creatorId: string; changes: UpdateCreatorPageDto }) => updateCreatorPage(creatorId, changes),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: getListAdminCreatorsQueryKey() }), queryClient.invalidateQueries({ queryKey: getListAdminAuditLogQueryKey() })]),
  });
}
