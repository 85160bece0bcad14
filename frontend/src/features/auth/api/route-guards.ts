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
 * A page of a role that must have a second factor (admins in production, the roles in MFA_REQUIRED_ROLES), after
 * {@link requireRole}: an account that has not set one up goes to Settings → Security, the one screen that enrols
 * one, instead of a page whose every call would answer 403 MFA_ENROLMENT_REQUIRED. Asked afresh each time (a
 * factor set up a moment ago counts); an answer that cannot be read lets the page decide. The status call is
 * loaded here, on the way into such a page, so the storefront's first download does not carry it.
 */
export async function requireSecondFactorWhereRequired(queryClient: QueryClient): Promise<void> {
  const { secondFactorStatusQueryOptions } = await import('./step-up');
  const status = await queryClient.fetchQuery(secondFactorStatusQueryOptions()).catch(() => null);
  if (status?.required && !status.totpEnabled) throw redirect({ to: '/profile', search: { settings: 'security' }, replace: true });
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
