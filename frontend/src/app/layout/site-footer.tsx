import { AGE_NOTICE, BRAND_NAME, BRAND_TAGLINE, PAYMENT_PROVIDER } from '@/lib/brand';

export function SiteFooter() {
  return (
    <footer className="border-t border-border bg-canvas">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-8 text-sm text-ink-muted md:flex-row md:items-center md:justify-between">
        <div>
          <p className="font-display text-base font-semibold text-ink-soft">{BRAND_NAME}</p>
          <p>{BRAND_TAGLINE}</p>
        </div>
        <p>
          Alcohol payments are processed compliantly via{' '}
          <a
            href={PAYMENT_PROVIDER.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent-bright underline-offset-4 hover:underline"
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
