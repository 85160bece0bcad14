import { useQuery } from '@tanstack/react-query';
import { figures, getFiguresQueryKey } from '@/api/generated/endpoints/catalog/catalog';
import { marketingFigure } from '../lib/marketing-figure';

/** The home page's marketing figures from the shop's real counts (GET /api/shop-figures); nothing while they load or if they fail. */
export function ShopFigures() {
  const counts = useQuery({ queryKey: getFiguresQueryKey(), queryFn: ({ signal }) => figures(undefined, signal) });
  if (!counts.data) return <div aria-hidden className="mt-10 h-[60px]" />;
  const items = [
    { label: 'creators', value: counts.data.creators },
    { label: 'brands', value: counts.data.brands },
    { label: 'products', value: counts.data.products },
  ];
  return (
    <dl data-testid="shop-figures" className="mt-10 grid grid-cols-3 gap-6 sm:gap-12">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col items-center">
          <dt className="order-2 text-sm text-ink-muted">{item.label}</dt>
          <dd className="order-1 font-display text-3xl font-semibold text-ink-bright">{marketingFigure(item.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
