/**
 * Text-post gradients (product §2: the built-in ones plus a public list; ADR 026, 041): the built-in
 * list in `ui`, and the public list's readable entries once they have loaded — from the service
 * (`/api/gradients`, which fetches the public list itself), after the first screen. A page renders
 * and hydrates with the built-in list alone (the server knows no other), then takes the public
 * one; when it cannot be had, the built-in list stays. Which gradient a post shows is domain's
 * `textPostGradientChoice`.
 */
import { textPostGradientChoice } from '@lightbearers/domain';
import { textPostGradients } from '@lightbearers/ui';
import { useSyncExternalStore } from 'react';

type Stops = readonly string[];

const NONE: readonly Stops[] = [];
let extra: readonly Stops[] = NONE;
const listeners = new Set<() => void>();

/** The public list's readable gradients, once loaded (tests and the loader set them). */
export function setPublicGradients(list: readonly Stops[]): void {
  extra = list.length ? list : NONE;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The public gradients in React: none while the page hydrates, then the loaded ones. */
export function usePublicGradients(): readonly Stops[] {
  return useSyncExternalStore(
    subscribe,
    () => extra,
    () => NONE,
  );
}

/** A text post's gradient stops, from the built-in list and `publicList`. */
export function gradientFor(postId: number, publicList: readonly Stops[]): Stops {
  const i = textPostGradientChoice(postId, textPostGradients.length, publicList.length);
  return i < textPostGradients.length
    ? (textPostGradients[i] ?? textPostGradients[0]!).colors
    : (publicList[i - textPostGradients.length] ?? textPostGradients[0]!.colors);
}

let started = false;

/**
 * Loads the public list once (its own chunk, after the first screen): the service's copy, only the
 * entries the post's ink reads on (`isReadableGradient`). A failure keeps the built-in list.
 */
export function loadPublicGradients(): void {
  if (started) return;
  started = true;
  void import('./gradientsLoad').then(({ readPublicGradients }) =>
    readPublicGradients().then(setPublicGradients, (error: unknown) =>
      console.warn('public gradients not loaded; the built-in ones stay', error),
    ),
  );
}
