/** A small loader for the shop's screens: run once per key, keep the answer or the failure. */
import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; value: T }
  | { kind: 'failed'; error: unknown };

/** Runs `load` whenever `key` changes (and when `reload` is called); a stale answer is dropped. */
export function useLoad<T>(key: string, load: () => Promise<T>): [Loaded<T>, () => void] {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({
    key,
    loaded: { kind: 'loading' },
  });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names what `load` fetches.
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ key, loaded: { kind: 'ready', value } }),
      (error: unknown) => live && setState({ key, loaded: { kind: 'failed', error } }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const loaded: Loaded<T> = state.key === key ? state.loaded : { kind: 'loading' };
  return [loaded, () => setRound((n) => n + 1)];
}
