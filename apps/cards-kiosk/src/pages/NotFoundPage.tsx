import { NotFound } from '@lightbearers/ui';
import { HOME } from '../origin';

/**
 * An unknown route: the site's not-found page (ui's `NotFound`, its Thai 'This page could not be
 * found' and its way home), home being the kiosk's.
 */
export function NotFoundPage() {
  return <NotFound data-testid="not-found" homeHref={HOME} />;
}
