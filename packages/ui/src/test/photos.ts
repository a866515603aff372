/** Story and test photos shared by PhotoGrid, Lightbox and PostCard (deterministic factory images). */
import { makePhoto } from '@lightbearers/api-client/testing';
import type { PhotoGridPhoto } from '../components/PhotoGrid';

/** `count` deterministic post photos (factory images, 500×375 small format), as the app maps them. */
export function storyPhotos(count: number, from = 61): PhotoGridPhoto[] {
  return Array.from({ length: count }, (_, i) => ({
    src: makePhoto(from + i).small,
    width: 500,
    height: 375,
  }));
}
