import { cn } from '@/lib/utils';
import type { Brand } from '../api/types';

/** The logo's alt text: its own description (the image spreadsheets' Description) when it has one. */
export function BrandLogoImage({ brand, className }: { brand: Pick<Brand, 'name' | 'logo'> & Partial<Pick<Brand, 'imageDescriptions'>>; className?: string }) {
  if (brand.logo) {
    return <img src={brand.logo} alt={brand.imageDescriptions?.[brand.logo] || `${brand.name} logo`} width={240} height={240} className={cn('rounded-xl bg-surface-raised object-contain', className)} />;
  }
  return (
    <span
      role="img"
      aria-label={`${brand.name} logo`}
      className={cn('grid place-items-center rounded-xl bg-surface-raised font-display font-semibold text-accent-light', className)}
    >
      {brand.name.charAt(0).toUpperCase()}
    </span>
  );
}
