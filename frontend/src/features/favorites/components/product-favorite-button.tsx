import { HeartButton } from '@/components/ui/heart-button';
import { useProductFavorite } from '../api/product-favorites';

/** The favorite heart of a product card; its behaviour lives in {@link useProductFavorite}. */
export function ProductFavoriteButton({
  productId,
  productName,
  className,
}: {
  productId: string;
  productName: string;
  className?: string;
}) {
  const favorite = useProductFavorite(productId);
  return (
    <HeartButton
      active={favorite.isFavorite}
      disabled={favorite.isPending}
      onClick={favorite.toggle}
      label={favorite.isFavorite ? `Remove ${productName} from favorites` : `Add ${productName} to favorites`}
      className={className}
    />
  );
}
