import { useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import type { AdminUserDto, UserRole } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { useCreateUser, useUpdateUser } from '../api/accounts';
import { SELECT_CLASS } from './admin-table';

const ROLES: UserRole[] = ['user', 'creator', 'brand', 'admin'];

/** Add a user (username, password, email, role) or edit one (email, role); both are audited by the server. */
export function AccountDialog({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  const editing = user !== null;
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const [role, setRole] = useState<UserRole>((user?.role as UserRole | undefined) ?? 'user');
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const onError = (error: unknown) => toast({ title: editing ? 'Failed to update user' : 'Failed to add user', description: errorMessage(error), variant: 'destructive' });
    if (user) {
      update.mutate(
        { userId: user.id, changes: { email: email.trim() === '' ? null : email.trim(), role } },
        {
          onSuccess: () => {
            toast({ title: 'User updated', description: `${user.username} saved.` });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { username: username.trim(), password, email: email.trim() === '' ? null : email.trim(), role },
        {
          onSuccess: (created) => {
            toast({ title: 'User added', description: `${created.username} can sign in now.` });
            onClose();
          },
          onError,
        },
      );
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{editing ? `Edit ${user.username}` : 'Add user'}</DialogTitle>
            <DialogDescription>{editing ? 'Change the email or the role. The tier is set with Adjust User Tier.' : 'The new account can sign in with this username and password.'}</DialogDescription>
          </DialogHeader>
          {!editing && (
            <>
              <div className="grid gap-2">
                <Label htmlFor="account-username">Username</Label>
                <Input id="account-username" value={username} onChange={(event) => setUsername(event.target.value)} required minLength={3} maxLength={50} autoComplete="off" />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="account-password">Password</Label>
                <Input id="account-password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} required minLength={8} autoComplete="new-password" />
              </div>
            </>
          )}
          <div className="grid gap-2">
            <Label htmlFor="account-email">Email</Label>
            <Input id="account-email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="account-role">Role</Label>
            <select id="account-role" className={`${SELECT_CLASS} w-full`} value={role} onChange={(event) => setRole(event.target.value as UserRole)}>
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Saving…' : editing ? 'Save' : 'Add user'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
