/**
 * The one seeded random generator of the demo and test data (mulberry32): the same seed gives the
 * same data on every machine. The service's demo seed and api-client's testing factories both use
 * it; the factories' output is fixed by the visual baselines, so its arithmetic never changes.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** `count` distinct items (fewer if there are not enough). */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const pool = [...items];
      const out: (typeof pool)[number][] = [];
      while (out.length < count && pool.length > 0)
        out.push(pool.splice(int(0, pool.length - 1), 1)[0] as (typeof pool)[number]);
      return out;
    },
  };
}

/** A seed for entity `id` of a kind, so each factory result depends only on (seed, kind, id). */
export function seedFor(seed: number, kind: string, id: number): number {
  let hash = (seed ^ 0x811c9dc5) >>> 0;
  for (const char of `${kind}:${id}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}
