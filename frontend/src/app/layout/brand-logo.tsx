import { Link } from '@tanstack/react-router';
import { BRAND_NAME, BRAND_TAGLINE } from '@/lib/brand';

export function BrandLogo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" onClick={onNavigate} className="group flex shrink-0 items-center gap-2" aria-label={`${BRAND_NAME} home`}>
      <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-full border-2 border-accent">
        <span className="size-2.5 rounded-full bg-accent" />
      </span>
      <span className="flex flex-col leading-none">
        <span className="font-display text-xl font-semibold tracking-tight text-ink-bright">{BRAND_NAME}</span>
        <span className="hidden text-[11px] whitespace-nowrap text-ink-muted sm:block">{BRAND_TAGLINE}</span>
      </span>
    </Link>
  );
}
