import { Link } from '@tanstack/react-router';
import { Button } from '@/components/ui/button';
import { BRAND_TAGLINE } from '@/lib/brand';
import { ShopFigures } from './shop-figures';

export function HomeHero() {
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(245,158,11,0.18),transparent_60%)]" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-28">
        <h1 className="font-display text-5xl font-semibold tracking-tight sm:text-7xl">Curators</h1>
        <h2 className="mt-4 font-display text-2xl text-accent-bright sm:text-3xl">{BRAND_TAGLINE}</h2>
        <p className="mt-6 text-lg text-ink-subtle">
          Premium spirits recommended by expert curators, delivered the same day or shipped in two.
        </p>
        <Button asChild size="lg" className="mt-10">
          <Link to="/creators">Shop Popular Finds</Link>
        </Button>
        <ShopFigures />
      </div>
    </section>
  );
}
