/**
 * Every page title is ui's `Heading` (`<Heading as="h1" …>`), so titles share one look and a change
 * to it is one change in ui. This test reads every module of the site and fails on a bare `<h1`.
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

/** The lines of `source` that write a bare h1 element (JSX or a styled tag). */
export function bareH1(source: string): string[] {
  return source.split('\n').filter((line) => /<h1[\s>/]|styled\.h1\b|styled\('h1'\)/.test(line));
}

describe('page titles', () => {
  it('finds a bare h1 where there is one', () => {
    expect(bareH1('  return <h1>{title}</h1>;')).toHaveLength(1);
    expect(bareH1('<h1 className="x">')).toHaveLength(1);
    expect(bareH1('const Title = styled.h1`margin: 0;`;')).toHaveLength(1);
    expect(bareH1('<Heading as="h1" size="xl">{title}</Heading>')).toHaveLength(0);
  });

  it('no module of the site writes a bare <h1 (a title is <Heading as="h1">)', () => {
    const files = modules(SRC);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.flatMap((file) =>
      bareH1(readFileSync(file, 'utf8')).map((line) => `${path.relative(SRC, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
