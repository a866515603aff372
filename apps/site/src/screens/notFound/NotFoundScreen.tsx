import { NotFound, th } from '@lightbearers/ui';

import { useSignedIn } from '../../session/store';

/** `/404`, `/404NoLogin` and unknown paths: the product's not-found text and a way home (the feed when signed in). */
export function meta() {
  return { title: th.notFound.title, noindex: true };
}

export default function NotFoundScreen() {
  const signedIn = useSignedIn();
  return <NotFound data-testid="not-found" homeHref={signedIn ? '/all/other' : '/'} />;
}
