/**
 * `/creator` (spec §2): the members directory.
 * The screen itself is its own chunk (`members/CreatorScreen.tsx`): this route module stays empty while
 * it loads (the layout's chrome is already up), so the first screen stays within the JavaScript budget (ADR 024, ADR 029).
 */
import { lazy, Suspense } from 'react';

const CreatorScreen = lazy(() =>
  import('../members/CreatorScreen').then((m) => ({ default: m.CreatorScreen })),
);

export function CreatorRoute() {
  return (
    <Suspense fallback={null}>
      <CreatorScreen />
    </Suspense>
  );
}
