import type { QueryClient } from '@tanstack/react-query';
import { redirect, useRouter, type ParsedLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { currentUserQueryOptions, useCurrentUser } from './get-current-user';
import type { User, UserRole } from './types';
import { safeRedirectTarget } from '../lib/redirect-target';

/**
 * Guards for routes' `beforeLoad`, which run before a page renders or asks for anything. The session
 * comes from the query cache (one GET /api/user, shared with the header); a session that cannot be
 * read counts as signed out.
 */
function readSession(queryClient: QueryClient): Promise<User | null> {
  return queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
}

/**
 * The signed-in area: a signed-out visitor goes to /auth, which brings them back to `location` once
 * they have signed in; its pages find `user` in their route context.
 */
export async function requireSignedIn(queryClient: QueryClient, location: ParsedLocation): Promise<{ user: User }> {
  const user = await readSession(queryClient);
  if (!user) throw redirect({ to: '/auth', search: { redirect: location.href }, replace: true });
  return { user };
}

/** /auth: a signed-in visitor goes where they were going, or home. */
export async function redirectSignedInVisitor(queryClient: QueryClient, redirectTarget: string | undefined): Promise<void> {
  if (await readSession(queryClient)) throw redirect({ href: safeRedirectTarget(redirectTarget), replace: true });
}

/** A page a signed-out visitor may see (it asks them to sign in) but a signed-in account of another role may not: that one goes home. */
export async function redirectOtherRoles(queryClient: QueryClient, role: UserRole): Promise<void> {
  const user = await readSession(queryClient);
  if (user && user.role !== role) throw redirect({ to: '/', replace: true });
}

/** Thrown by {@link requireRole}; the route's errorComponent explains the page is not for this user. */
export class RoleRequiredError extends Error {
  constructor(readonly role: UserRole) {
    super(`This page is for the ${role} role only`);
    this.name = 'RoleRequiredError';
  }
}

/** A page for one role (e.g. /admin), after {@link requireSignedIn}. */
export function requireRole(user: User, role: UserRole): void {
  if (user.role !== role) throw new RoleRequiredError(role);
}

/**
 * For the layout of a guarded area: a session that ends while one of its pages is open (sign out)
 * runs the routes' guards again, which send the visitor away. True from then on, so the area's
 * pages stop rendering, and asking for signed-in data, while that happens.
 */
export function useRecheckGuardsWhenSignedOut(): boolean {
  const { user, isLoading } = useCurrentUser();
  const router = useRouter();
  const signedOut = !isLoading && !user;
  useEffect(() => {
    if (signedOut) void router.invalidate();
  }, [signedOut, router]);
  return signedOut;
}
