import { Boxes, Building2, Star, Users } from 'lucide-react';
import { formatCount } from '@/lib/number-format';
import { useAdminStats } from '../api/admin-overview';

const CARDS = [
  { key: 'totalUsers', label: 'Total Users', icon: Users },
  { key: 'activeCurators', label: 'Active Curators', icon: Star },
  { key: 'partnerBrands', label: 'Partner Brands', icon: Building2 },
  { key: 'totalProducts', label: 'Total Products', icon: Boxes },
] as const;

/** The specification's four stat cards, with real counts from the server. */
export function AdminStatCards() {
  const { data: stats, isError } = useAdminStats();
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon }) => (
        <div key={key} className="rounded-xl border border-border bg-surface/60 p-5">
          <dt className="flex items-center justify-between text-sm text-ink-muted">
            {label}
            <Icon aria-hidden className="size-4 text-accent-bright" />
          </dt>
          <dd className="mt-2 text-3xl font-semibold text-ink-bright" data-testid={`stat-${key}`}>
            {stats ? formatCount(stats[key]) : isError ? '—' : '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
