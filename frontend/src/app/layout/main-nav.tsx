import { Link, useRouterState } from '@tanstack/react-router';
import { cn } from '@/lib/utils';
import { isNavItemActive, NAV_ITEMS } from './nav-items';

export function MainNav({ orientation = 'horizontal', onNavigate }: { orientation?: 'horizontal' | 'vertical'; onNavigate?: () => void }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const vertical = orientation === 'vertical';

  return (
    <nav aria-label="Main" className={cn('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1')}>
      {NAV_ITEMS.map((item) => {
        const active = isNavItemActive(pathname, item.to);
        return (
          <Link
            key={item.to}
            to={item.to}
            onClick={onNavigate}
            aria-current={active ? 'page' : undefined}
            className={cn(
              'rounded-md px-3 py-2 text-sm font-medium transition-colors',
              vertical && 'text-base',
              active ? 'bg-accent/10 text-accent-bright' : 'text-ink-subtle hover:bg-surface-raised/70 hover:text-ink-bright',
            )}
          >
            {item.label}
          </Link>
        );
      })}
    </nav>
  );
}
