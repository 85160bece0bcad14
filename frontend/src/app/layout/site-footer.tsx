import { AGE_NOTICE, BRAND_NAME, BRAND_TAGLINE, PAYMENT_PROVIDER } from '@/lib/brand';

export function SiteFooter() {
  return (
    <footer className="border-t border-stone-800 bg-stone-950">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm text-stone-400 md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-display text-base font-semibold text-stone-200">{BRAND_NAME}</p>
          <p>{BRAND_TAGLINE}</p>
        </div>
        <p>
          Alcohol payments are processed compliantly via{' '}
          <a
            href={PAYMENT_PROVIDER.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-amber-400 underline-offset-4 hover:underline"
          >
            {PAYMENT_PROVIDER.name}
          </a>
          .
        </p>
        <p>{AGE_NOTICE}</p>
      </div>
    </footer>
  );
}
