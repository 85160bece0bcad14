// Linted as src/routes/fixture.tsx: a route importing a feature component past its index.ts.
import { AuthPanel } from '@/features/auth/components/auth-panel';

export const fixture = AuthPanel;
