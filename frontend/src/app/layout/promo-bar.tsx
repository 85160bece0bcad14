import { AGE_NOTICE, PROMO_TEXT } from '@/lib/brand';

export function PromoBar() {
  return (
    <div className="bg-accent text-on-accent">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-0.5 px-4 py-1.5 text-xs font-medium sm:flex-row">
        <p>{PROMO_TEXT}</p>
        <p>{AGE_NOTICE}</p>
      </div>
    </div>
  );
}
