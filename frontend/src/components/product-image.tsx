import { cn } from '@/lib/utils';
import { categoryEmoji } from '@/lib/category-emoji';
import { truncate } from '@/lib/text';

interface ProductImageProps {
  name: string;
  image?: string | null;
  /** The image's own description (alt text from the image spreadsheets); the product name when it has none. */
  imageDescription?: string | null;
  /** The primary category, for the emoji placeholder when there is no image. */
  category?: string | null;
  className?: string;
  /** Hide the name under the emoji when the card shows it anyway close by. */
  showPlaceholderName?: boolean;
  /** One of the first images a visitor sees (a candidate for LCP): loaded at once, with high priority. */
  priority?: boolean;
}

/** The placeholder shows at most 20 characters of the product name. */
const PLACEHOLDER_NAME_LENGTH = 20;

/** Product pictures are drawn square (400 × 400); the attributes reserve their space before they load. */
const PRODUCT_IMAGE_SIZE = 400;

/** The product picture, or its category emoji with the name cut at 20 characters. */
export function ProductImage({ name, image, imageDescription, category, className, showPlaceholderName = true, priority = false }: ProductImageProps) {
  if (image) {
    return (
      <div className={cn('flex items-center justify-center overflow-hidden bg-surface', className)}>
        <img
          src={image}
          alt={imageDescription || name}
          width={PRODUCT_IMAGE_SIZE}
          height={PRODUCT_IMAGE_SIZE}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          className="h-full w-full object-contain p-3"
        />
      </div>
    );
  }
  return (
    <div
      role="img"
      aria-label={name}
      className={cn(
        'flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-surface-raised to-surface p-3 text-center',
        className,
      )}
    >
      <span aria-hidden className="text-5xl">
        {categoryEmoji(category)}
      </span>
      {showPlaceholderName && (
        <span aria-hidden className="text-xs font-medium text-ink-subtle">
          {truncate(name, PLACEHOLDER_NAME_LENGTH)}
        </span>
      )}
    </div>
  );
}
