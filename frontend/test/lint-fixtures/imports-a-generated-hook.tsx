// Linted as src/features/checkout/api/fixture.ts: a generated React Query hook instead of the fetcher.
import { useGetCart } from '@/api/generated/endpoints/cart/cart';

export const fixture = useGetCart;
