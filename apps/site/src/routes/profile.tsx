/**
 * Profiles (spec §2): `/me`, `/u{id}`, `/@{slug}`, the signed-out `/user{id}`, `/u@{slug}`, each with a tab.
 * The screen itself is its own chunk (`members/ProfileScreen.tsx`): this route module stays empty while
 * it loads (the layout's chrome is already up), so the first screen stays within the JavaScript budget (ADR 024, ADR 029).
 */
import { lazy, Suspense } from 'react';

const ProfileScreen = lazy(() =>
  import('../members/ProfileScreen').then((m) => ({ default: m.ProfileScreen })),
);

export function ProfileRoute() {
  return (
    <Suspense fallback={null}>
      <ProfileScreen />
    </Suspense>
  );
}
