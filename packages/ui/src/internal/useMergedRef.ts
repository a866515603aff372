import { type Ref, type RefCallback, useCallback } from 'react';

/** One ref callback that feeds a forwarded ref and a local one (for `indeterminate`, autosize…). */
export function useMergedRef<T>(forwarded: Ref<T> | undefined, local: Ref<T>): RefCallback<T> {
  return useCallback(
    (node: T | null) => {
      setRef(forwarded, node);
      setRef(local, node);
    },
    [forwarded, local],
  );
}

/** Points a ref (callback or object) at a node, or at null when it detaches. */
export function setRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) (ref as { current: T | null }).current = node;
}
