/** The photo lightbox of one post (lazy: loaded when a member first taps a photo). */
import { Lightbox } from '@lightbearers/ui';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { type PhotoView, photoViewAtom } from './overlays';

export function PhotoViewer({ view }: { view: PhotoView }) {
  const setView = useSetAtom(photoViewAtom);
  const onOpenChange = useCallback((open: boolean) => (open ? undefined : setView(null)), [setView]);
  return <Lightbox open onOpenChange={onOpenChange} photos={view.photos} defaultIndex={view.index} />;
}
