import type { ErrorInfo } from 'react';
import { RoleRequiredError } from '@/features/auth';

/**
 * React's onCaughtError: an error a route's errorComponent shows as a normal outcome (/admin for a
 * signed-in non-admin) is not logged as a failure; any other is, as React does by default.
 */
export function reportCaughtError(error: unknown, errorInfo: ErrorInfo): void {
  if (error instanceof RoleRequiredError) return;
  console.error(error, errorInfo.componentStack);
}
