import { lazyRouteComponent } from '@tanstack/react-router';

/** Only a wrong address shows it, so it is fetched then, not with the first load. */
export const LazyNotFoundPage = lazyRouteComponent(
  () => import('./not-found-page'),
  'NotFoundPage',
);
