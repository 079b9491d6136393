import { createFileRoute, redirect } from '@tanstack/react-router';

/** The spec's backend connection test page became the operator status page: old links land there. */
export const Route = createFileRoute('/backend-test')({
  beforeLoad: () => {
    throw redirect({ to: '/status', replace: true });
  },
});
