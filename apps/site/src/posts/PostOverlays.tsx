/**
 * The page's one host for what post cards open: the share dialog and the photo lightbox. Their
 * code (ShareDialog, Lightbox with embla) loads on the first open, not with the page (ADR 027).
 */
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { photoViewAtom, shareTargetAtom } from './overlays';

const ShareSheet = lazy(() => import('./ShareSheet').then((m) => ({ default: m.ShareSheet })));
const PhotoViewer = lazy(() => import('./PhotoViewer').then((m) => ({ default: m.PhotoViewer })));

export function PostOverlays() {
  const share = useAtomValue(shareTargetAtom);
  const photos = useAtomValue(photoViewAtom);
  return (
    <>
      {share ? (
        <Suspense fallback={null}>
          <ShareSheet target={share} />
        </Suspense>
      ) : null}
      {photos ? (
        <Suspense fallback={null}>
          <PhotoViewer view={photos} />
        </Suspense>
      ) : null}
    </>
  );
}
