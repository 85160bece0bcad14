import { Link } from '@tanstack/react-router';
import { ChevronDown, LogOut, Package, Sparkles, User as UserIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useSignOut } from '../api/sign-out';
import type { User } from '../api/types';
import { UserAvatar } from './user-avatar';

export function UserMenu({ user }: { user: User }) {
  const signOut = useSignOut();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="shrink-0 gap-2 px-2" aria-label="User menu">
          <UserAvatar user={user} />
          <span className="hidden max-w-40 truncate md:inline">{user.displayName || user.username}</span>
          <ChevronDown className="hidden md:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>@{user.username}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserIcon /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/taste-profile">
            <Sparkles /> Taste Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/orders">
            <Package /> Orders
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={signOut.isPending}
          onSelect={(event) => {
            // Keep the menu open so the pending state stays visible until the session is gone.
            event.preventDefault();
            signOut.mutate();
          }}
        >
          <LogOut /> {signOut.isPending ? 'Signing out...' : 'Sign Out'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
