/**
 * The one data layer (ADR 037): a screen's data is read by its route's loader, never in an effect.
 * This test reads every module of the site and fails on an effect whose body reads through the
 * client: a value imported from the api-client, the lazily loaded calls or client, `fetch`, or the
 * `let live` guard of a hand-written fetch. Effects may subscribe (timers, observers, events), start a
 * browser-only flow (LIFF), or move focus.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname);

function modules(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    // The tests' and stories' own helpers are no part of the site.
    if (statSync(full).isDirectory()) return name === 'test' || name === 'stories' ? [] : modules(full);
    return /\.(ts|tsx)$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** The names a module imports as values from the api-client. */
function clientValues(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'@lightbearers\/api-client'/g))
    for (const part of (m[1] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type '))
        names.push(
          name
            .split(/\s+as\s+/)
            .pop()!
            .trim(),
        );
    }
  return names;
}

/** The bodies of `useEffect(...)` and `useLayoutEffect(...)` calls (bracket-matched). */
export function effectBodies(source: string): string[] {
  const bodies: string[] = [];
  for (const m of source.matchAll(/\buse(?:Layout)?Effect\(/g)) {
    let depth = 0;
    let i = m.index + m[0].length - 1;
    for (; i < source.length; i += 1) {
      const ch = source[i];
      if (ch === '(') depth += 1;
      else if (ch === ')') {
        depth -= 1;
        if (depth === 0) break;
      }
    }
    bodies.push(source.slice(m.index, i + 1));
  }
  return bodies;
}

/** What in an effect body reads through the client. */
export function fetchesIn(body: string, values: readonly string[]): string[] {
  const found: string[] = [];
  for (const name of values) if (new RegExp(`\\b${name}\\(`).test(body)) found.push(name);
  for (const [label, pattern] of [
    ['fetch', /\bfetch\(/],
    ['calls()', /\bcalls\(\)/],
    ['siteClient()', /\bsiteClient\(\)/],
    ['let live', /\blet live\b/],
  ] as const)
    if (pattern.test(body)) found.push(label);
  return found;
}

describe('no screen fetches in an effect', () => {
  it('the detector finds a hand-written fetch, a client call and a lazy call', () => {
    const source = `import { getNotices, type Notice } from '@lightbearers/api-client';
      useEffect(() => { let live = true; getNotices(api).then((n) => live && set(n)); return () => { live = false; }; }, []);
      useEffect(() => { void calls().then((c) => c.getPost(api, 1)); }, []);
      useEffect(() => { const t = setInterval(tick, 1000); return () => clearInterval(t); }, []);`;
    const bodies = effectBodies(source);
    expect(bodies).toHaveLength(3);
    expect(fetchesIn(bodies[0]!, clientValues(source))).toEqual(['getNotices', 'let live']);
    expect(fetchesIn(bodies[1]!, clientValues(source))).toEqual(['calls()']);
    expect(fetchesIn(bodies[2]!, clientValues(source))).toEqual([]);
  });

  it('no module of the site does', () => {
    const offenders: string[] = [];
    for (const file of modules(SRC)) {
      const source = readFileSync(file, 'utf8');
      const values = clientValues(source);
      for (const body of effectBodies(source)) {
        const found = fetchesIn(body, values);
        if (found.length) offenders.push(`${path.relative(SRC, file)}: ${found.join(', ')}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
