// Linted as src/features/creators/components/fixture.tsx: the kernel, but past its public file.
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';

export const fixture = currentUserQueryOptions;
