import { th } from '@lightbearers/ui';
import { NotFoundPage } from '../../RouteError';

/** `/404`, `/404NoLogin` and unknown paths: the product's not-found text and a way home (the feed when signed in). */
export function meta() {
  return { title: th.notFound.title, noindex: true };
}

/** The same page as a route that failed with "not found" shows (`RouteError`). */
export { NotFoundPage as default };
