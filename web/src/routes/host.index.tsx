import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * Spec 2.1: `/host` is the dashboard's short address. Public, so a visitor is sent on to the
 * dashboard, whose guard then asks them to sign in and remembers the dashboard as the target.
 * (`/host/$id`, the public host profile, is a route of its own.)
 */
export const Route = createFileRoute('/host/')({
  beforeLoad: () => {
    throw redirect({ to: '/host/dashboard', replace: true });
  },
});
