// Linted as src/components/ui/fixture.tsx: shared UI depending on a feature.
import { CartButton } from '@/features/checkout';

export const fixture = CartButton;
