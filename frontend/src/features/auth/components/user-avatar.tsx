import type { User } from '../api/types';

export function UserAvatar({ user }: { user: User }) {
  const name = user.displayName || user.username;
  if (user.profileImage) {
    return <img src={user.profileImage} alt="" width={32} height={32} className="size-8 rounded-full object-cover" />;
  }
  return (
    <span aria-hidden className="grid size-8 place-items-center rounded-full bg-accent/15 text-sm font-semibold text-accent-light uppercase">
      {name.charAt(0)}
    </span>
  );
}
