import { NotFound, th } from '@lightbearers/ui';
import { useAtomValue } from 'jotai';
import { signedInAtom } from '../../session/store';

/** `/404`, `/404NoLogin` and unknown paths: the product's not-found text and a way home (the feed when signed in). */
export function meta() {
  return { title: th.notFound.title, noindex: true };
}

export default function NotFoundScreen() {
  const signedIn = useAtomValue(signedInAtom);
  return <NotFound data-testid="not-found" homeHref={signedIn ? '/all/other' : '/'} />;
}
