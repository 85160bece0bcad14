import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createAdminUser, getGetAdminStatsQueryKey, getListAdminAuditLogQueryKey, getListAdminUsersQueryKey, listAdminUsers, updateAdminUser } from '@/api/generated/endpoints/admin/admin';
import { createCreatorPage, getListAdminCreatorsQueryKey, updateCreatorPage } from '@/api/generated/endpoints/curators/curators';
import type { CreateUserDto, UpdateCreatorPageDto, UpdateUserDto } from '@/api/generated/model';

/** Thrown when the Add curator form names no account. */
export class NoSuchUsernameError extends Error {
  constructor(username: string) {
    super(`No account has the username ${username}.`);
  }
}

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

/** The Curators tab's Add: the admin names the account by its username; the page is opened for that account's id. */
export function useCreateCreatorPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ username, handle, name, bio }: { username: string; handle: string; name: string; bio: string }) => {
      const wanted = username.trim().toLowerCase();
      const account = (await listAdminUsers({ search: wanted, limit: 50 })).find((user) => user.username.toLowerCase() === wanted);
      if (!account) throw new NoSuchUsernameError(username.trim());
      return createCreatorPage({ userId: account.id, handle, name, bio });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListAdminCreatorsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListAdminUsersQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListAdminAuditLogQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetAdminStatsQueryKey() }),
      ]),
  });
}
