import { useState } from 'react';
import { Pencil, Search, UserCog, UserPlus, UserX } from 'lucide-react';
import type { AdminUserDto, UserRole } from '@/api/generated/model';
import { errorMessage } from '@/api/fetcher';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatDollars } from '@/lib/money';
import { useSignupModalState } from '@/api/signup-modal-state';
import { ADMIN_PAGE_SIZE, useAdminUsers, useDeactivateUser, useToggleSignupModal } from '../api/back-office';
import { AccountDialog } from './account-dialog';
import { AdjustTierDialog, tierLabel } from './adjust-tier-dialog';
import { AdminPagination, AdminTable, EmptyRow, SELECT_CLASS, StatusPill } from './admin-table';

const ROLES: UserRole[] = ['user', 'creator', 'brand', 'admin'];
const COLUMNS = ['Username', 'Email', 'Role', 'Tier', 'Revenue', 'Status', 'Actions'];

/** The site-wide early-access popup switch; optimistic, rolls back with the specification's toast. */
function SignupModalSwitch() {
  const state = useSignupModalState();
  const toggle = useToggleSignupModal();
  const enabled = state.data?.enabled ?? false;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4">
      <div>
        <p className="font-medium text-ink">Early-access signup popup</p>
        <p className="text-sm text-ink-muted">{enabled ? 'Shown to visitors site-wide.' : 'Hidden from visitors.'}</p>
      </div>
      <Button
        variant={enabled ? 'outline' : 'primary'}
        disabled={state.isPending}
        aria-pressed={enabled}
        onClick={() => toggle.mutate({ enabled: !enabled })}
      >
        {enabled ? 'Disable Signup Popup' : 'Enable Signup Popup'}
      </Button>
    </div>
  );
}

/** Users tab: server-side search, role filter and paging; a row opens Adjust User Tier. */
export function UsersTab() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<UserRole | ''>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminUserDto | null>(null);
  // null: closed; 'new': Add user; a user: Edit that account.
  const [account, setAccount] = useState<AdminUserDto | 'new' | null>(null);
  const users = useAdminUsers({ search: search || undefined, role: role || undefined, limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE });
  const deactivate = useDeactivateUser();

  const onDeactivate = (user: AdminUserDto) => {
    if (!window.confirm(`Deactivate ${user.username}? They can no longer sign in and their sessions end; their data stays.`)) return;
    deactivate.mutate(user.id, {
      onSuccess: () => toast({ title: 'User deactivated', description: `${user.username} can no longer sign in.` }),
      onError: (error) => toast({ title: 'Failed to deactivate user', description: errorMessage(error), variant: 'destructive' }),
    });
  };

  return (
    <div className="space-y-4">
      <SignupModalSwitch />
      <form
        className="flex flex-wrap gap-2"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(draft.trim());
          setPage(1);
        }}
      >
        <div className="relative min-w-48 flex-1">
          <Search aria-hidden className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-faint" />
          <Input className="pl-9" placeholder="Search username or email" aria-label="Search users" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </div>
        <select
          aria-label="Role"
          className={SELECT_CLASS}
          value={role}
          onChange={(event) => {
            setRole(event.target.value as UserRole | '');
            setPage(1);
          }}
        >
          <option value="">All roles</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline">
          Search
        </Button>
        <Button type="button" onClick={() => setAccount('new')}>
          <UserPlus /> Add user
        </Button>
      </form>
      {users.isPending ? (
        <Spinner className="py-12" />
      ) : users.isError ? (
        <p className="py-8 text-center text-danger-bright">The users could not be loaded. {errorMessage(users.error)}</p>
      ) : (
        <>
          <AdminTable head={COLUMNS} label="Users" dimmed={users.isPlaceholderData}>
            {users.data.items.map((user) => (
              <tr
                key={user.id}
                className="cursor-pointer border-b border-border/60 last:border-0 hover:bg-surface"
                onClick={() => setEditing(user)}
                data-testid={`user-row-${user.username}`}
              >
                <td className="px-4 py-3 font-medium text-ink">
                  {user.username}
                  {!user.active && <span className="ml-2 text-xs text-danger-light">(deactivated)</span>}
                </td>
                <td className="px-4 py-3 text-ink-subtle">{user.email ?? '—'}</td>
                <td className="px-4 py-3 text-ink-subtle capitalize">{user.role}</td>
                <td className="px-4 py-3 whitespace-nowrap text-ink-subtle">{tierLabel(user.curatorStatus)}</td>
                <td className="px-4 py-3 text-ink">{formatDollars(user.totalSalesGenerated)}</td>
                <td className="px-4 py-3">
                  <StatusPill tone={user.ageVerified ? 'good' : 'neutral'}>{user.status}</StatusPill>
                </td>
                <td className="px-4 py-3">
                  <div className="flex gap-1" onClick={(event) => event.stopPropagation()}>
                    <Button size="icon" variant="ghost" aria-label={`Edit ${user.username}'s tier`} onClick={() => setEditing(user)}>
                      <Pencil />
                    </Button>
                    <Button size="icon" variant="ghost" aria-label={`Edit ${user.username}'s account`} onClick={() => setAccount(user)}>
                      <UserCog />
                    </Button>
                    <Button size="icon" variant="ghost" aria-label={`Deactivate ${user.username}`} disabled={!user.active || deactivate.isPending} onClick={() => onDeactivate(user)}>
                      <UserX />
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
            {users.data.items.length === 0 && <EmptyRow columns={COLUMNS.length}>No users match.</EmptyRow>}
          </AdminTable>
          <AdminPagination page={page} total={users.data.total} pageSize={ADMIN_PAGE_SIZE} onPageChange={setPage} noun={['user', 'users']} />
        </>
      )}
      {editing && <AdjustTierDialog user={editing} onClose={() => setEditing(null)} />}
      {account && <AccountDialog user={account === 'new' ? null : account} onClose={() => setAccount(null)} />}
    </div>
  );
}
