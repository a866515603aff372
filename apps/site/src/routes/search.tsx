/**
 * `/search` and `/search/{slug}` (spec §2): live member search.
 * The screen itself is its own chunk (`members/SearchScreen.tsx`): this route module stays empty while
 * it loads (the layout's chrome is already up), so the first screen stays within the JavaScript budget (ADR 024, ADR 029).
 */
import { lazy, Suspense } from 'react';

const SearchScreen = lazy(() => import('../members/SearchScreen').then((m) => ({ default: m.SearchScreen })));

export function SearchRoute() {
  return (
    <Suspense fallback={null}>
      <SearchScreen />
    </Suspense>
  );
}
