import { createFileRoute, redirect } from '@tanstack/react-router';

/** A synonym of /combating-discrimination: one canonical page, so this address redirects to it. */
export const Route = createFileRoute('/anti-discrimination')({
  beforeLoad: () => {
    throw redirect({ to: '/combating-discrimination', replace: true });
  },
});
