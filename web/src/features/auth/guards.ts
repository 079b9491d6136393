import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { Me, MeResponse } from '@arrendo/contracts/web';
import { loadSignedInNamespaces } from '@/i18n';
import { openAuthModal } from './auth-events';
import { isSafeRedirect, rememberRedirect } from './redirect-target';
import { isAdmin, meQueryOptions } from './session';

/** What the guards need from the router context. */
export interface GuardContext {
  queryClient: QueryClient;
}

interface GuardArgs {
  context: GuardContext;
  /** True when the router only prefetches (hover, focus): no modal, no remembered target. */
  preload: boolean;
}

/** Thrown by `requireAdmin`; the admin routes' error component shows the 403 page for it. */
export class ForbiddenError extends Error {
  constructor() {
    super('Admins only');
    this.name = 'ForbiddenError';
  }
}

/**
 * The session as the guards see it. From the cache when it is there, so a navigation between
 * signed-in pages decides at once (a stale entry is refreshed in the background, and a session
 * that turns out to be over re-runs the guards, see `useSessionGuardSync`); otherwise one
 * `/api/me`, during which the route shows its pending component (the loading dots).
 */
function withSession<T>(queryClient: QueryClient, decide: (me: MeResponse) => T): T | Promise<T> {
  const cached = queryClient.getQueryData(meQueryOptions.queryKey);
  if (cached === undefined) return queryClient.ensureQueryData(meQueryOptions).then(decide);
  void queryClient.prefetchQuery(meQueryOptions);
  return decide(cached);
}

/** Spec 2.1: remember where the visitor was going, and open the login modal over `/`. */
function askToLogIn(target: string | undefined): void {
  if (target) rememberRedirect(target);
  openAuthModal({ isSignUp: false });
}

function toHome(target: string | undefined): never {
  throw redirect({ to: '/', search: target ? { redirect: target } : {}, replace: true });
}

/**
 * `beforeLoad` of every signed-in page (spec 2.1): with a session, its user becomes
 * `context.user`; without, the visitor goes to `/` with the login modal open and comes back
 * here after logging in.
 */
export function requireSession({
  context,
  location,
  preload,
}: GuardArgs & { location: Pick<ParsedLocation, 'href'> }): { user: Me } | Promise<{ user: Me }> {
  return withSession(context.queryClient, ({ user }) => {
    if (user) return { user };
    if (!preload) askToLogIn(location.href);
    return toHome(location.href);
  });
}

/**
 * `beforeLoad` of the signed-in layout: the session, and with it the texts only signed-in pages
 * use (`i18n/resources.ts`), so none of its pages renders before its words arrived.
 */
export async function enterSignedIn(
  args: GuardArgs & { location: Pick<ParsedLocation, 'href'> },
): Promise<{ user: Me }> {
  const [session] = await Promise.all([requireSession(args), loadSignedInNamespaces()]);
  return session;
}

/** `beforeLoad` of the admin pages, under `requireSession`: the BFF checks the role too. */
export function requireAdmin({ context }: { context: { user: Me } }): void {
  if (!isAdmin(context.user)) throw new ForbiddenError();
}

/**
 * `beforeLoad` of `/login` (spec 2.1: the target of unauthorised redirects): signed in, go to
 * `?redirect=` (or home); signed out, the same as a guarded page.
 */
export function leaveLoginPage({
  context,
  search,
  preload,
}: GuardArgs & { search: { redirect?: string | undefined } }): Promise<never> | never {
  const target = isSafeRedirect(search.redirect) ? search.redirect : undefined;
  return withSession(context.queryClient, ({ user }) => {
    if (user) throw redirect({ href: target ?? '/', replace: true });
    if (!preload) askToLogIn(target);
    return toHome(target);
  });
}
