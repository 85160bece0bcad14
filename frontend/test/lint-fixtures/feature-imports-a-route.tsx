// Linted as src/features/catalog/components/fixture.tsx: a feature depending on a route file.
import { Route } from '@/routes/auth';

export const fixture = Route;
