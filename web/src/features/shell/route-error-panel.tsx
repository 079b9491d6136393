import { Button } from '@/components/ui/button';
import { ErrorReference } from './components/error-reference';
import { useRouteRetry } from './use-route-retry';

export interface RouteErrorPanelProps {
  /** The route error component's `reset`. */
  reset: () => void;
  title: string;
  body: string;
  retryLabel: string;
  /** The route error component's `error`: its support reference is shown when it has one. */
  error?: unknown;
}

/**
 * A route's failed load, said in its page's frame: 'Try Again' fetches the failed query again
 * and runs the loader anew, without reloading the app (use-route-retry.ts). The texts are the
 * page's own.
 */
export function RouteErrorPanel({ reset, title, body, retryLabel, error }: RouteErrorPanelProps) {
  const retry = useRouteRetry(reset);
  return (
    <section role="alert" className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-2 text-muted">{body}</p>
      <ErrorReference error={error} />
      <Button className="mt-6" variant="secondary" onClick={retry}>
        {retryLabel}
      </Button>
    </section>
  );
}
