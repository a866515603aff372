/**
 * What a post card opens over the page — the share dialog and the photo lightbox — as two small
 * atoms, so a card only calls `openShare(post)` / `openPhotos(post, i)` and the page's one
 * `PostOverlays` host loads the heavy dialog code on first use (ADR 027). The post page reuses both.
 */
import type { Post } from '@lightbearers/api-client';
import type { PhotoGridPhoto } from '@lightbearers/ui';
import { atom } from 'jotai';
import { appStore } from '../session/store';
import { PICTURE_SIZES, photoImage } from './pictures';

/** What the share dialog needs of a post. */
export type ShareTarget = Pick<Post, 'id' | 'key' | 'des' | 'previewImage'>;

/** The post being shared, or null (dialog closed). */
export const shareTargetAtom = atom<ShareTarget | null>(null);

/** The photos being viewed and the first one shown, or null (lightbox closed). */
export interface PhotoView {
  postId: number;
  /** The `large` format of each photo, in order. */
  photos: readonly PhotoGridPhoto[];
  index: number;
}
export const photoViewAtom = atom<PhotoView | null>(null);

type Store = typeof appStore;

export function openShare(post: ShareTarget, store: Store = appStore): void {
  store.set(shareTargetAtom, { id: post.id, key: post.key, des: post.des, previewImage: post.previewImage });
}

export function openPhotos(post: Pick<Post, 'id' | 'photos'>, index: number, store: Store = appStore): void {
  store.set(photoViewAtom, {
    postId: post.id,
    photos: post.photos.map((photo) => photoImage(photo, 'large', PICTURE_SIZES.screen)),
    index,
  });
}
