import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house rule of packages/ui (ADR 016): a component folder imports another component only
 * through that folder's `index.ts` (`../Button`), never its files (`../Button/Button.styles`);
 * what several components share lives in `src/internal/`. And `internal/` itself reaches
 * components only through their index, so the rule cannot be dodged through it.
 */
const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const componentsDir = join(src, 'components');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mdx)$/.test(name) ? [path] : [];
  });
}

/** Every module specifier of a file: `import … from '…'`, `export … from '…'`, `import('…')`. */
export function specifiers(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;
  for (const match of code.matchAll(pattern)) if (match[1]) found.push(match[1]);
  return found;
}

/** The component folder a path lies in (`Button`), or undefined outside `src/components/`. */
function componentOf(path: string): string | undefined {
  const rel = relative(componentsDir, path);
  if (rel.startsWith('..')) return undefined;
  return rel.split(sep)[0];
}

/** Deep imports in one file: specifiers that land inside another component's folder, not on it. */
export function deepImports(file: string, code: string): string[] {
  const own = componentOf(file);
  return specifiers(code).filter((spec) => {
    if (!spec.startsWith('.')) return false;
    const target = resolve(dirname(file), spec);
    const component = componentOf(target);
    if (component === undefined || component === own) return false;
    // `../Button` (the folder, i.e. its index) is the public door; anything below it is not.
    return relative(join(componentsDir, component), target) !== '';
  });
}

describe('component boundaries', () => {
  it('finds a deep import when there is one (the check itself works)', () => {
    const file = join(componentsDir, 'Toast', 'Toast.tsx');
    expect(deepImports(file, "import { toneIcon } from '../Alert/Alert';")).toEqual(['../Alert/Alert']);
    expect(deepImports(file, "import { Button } from '../Button';")).toEqual([]);
    expect(deepImports(file, "import { ToastRoot } from './Toast.styles';")).toEqual([]);
    const internal = join(src, 'internal', 'x.ts');
    expect(deepImports(internal, "import { X } from '../components/Dialog/Dialog';")).toEqual([
      '../components/Dialog/Dialog',
    ]);
  });

  // This file is left out: its own examples above are deep imports on purpose.
  const self = fileURLToPath(import.meta.url);
  const files = [...sourceFiles(componentsDir), ...sourceFiles(join(src, 'internal'))].filter(
    (f) => f !== self,
  );

  it('scans every component folder', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files.map((file) => [relative(src, file), file]))(
    '%s imports no other component’s files',
    (_, file) => {
      expect(deepImports(file, readFileSync(file, 'utf8'))).toEqual([]);
    },
  );
});

/**
 * The Thai catalogue is one module per area (`i18n/th/<area>.ts`), read through the namespace
 * `import * as th from '…/i18n/th'`: a bundler keeps only the areas a chunk names (`th.common`),
 * so a first screen carries only the copy of the components it renders. Passing `th` whole or
 * indexing it by a computed key would pull every area into the chunk.
 */
const NAMESPACE_IMPORT = /^import \* as th from '(?:\.\.?\/)+i18n\/th';$/m;

/** Uses of the `th` namespace other than `th.<area>` in a file that imports it (JSX `<th>` aside). */
export function wholeCatalogueUses(code: string): string[] {
  if (!NAMESPACE_IMPORT.test(code)) return [];
  const body = code.replace(NAMESPACE_IMPORT, '');
  return [...body.matchAll(/(?<![</'"\w.$-])th\b(?!\s*\.\s*[A-Za-z_$])(.{0,20})/g)].map((m) => m[0]);
}

describe('copy by area', () => {
  it('finds a use of the whole catalogue when there is one (the check itself works)', () => {
    const head = "import * as th from '../../i18n/th';\n";
    expect(wholeCatalogueUses(`${head}const label = th.common.close;\n<th scope="col">x</th>`)).toEqual([]);
    expect(wholeCatalogueUses(`${head}const copy = th;`)).toEqual(['th;']);
    expect(wholeCatalogueUses(`${head}const area = th[name];`)).toEqual(['th[name];']);
    expect(wholeCatalogueUses(`${head}render(th)`)).toEqual(['th)']);
  });

  const everyFile = sourceFiles(src).filter((f) => f !== fileURLToPath(import.meta.url));
  const importers = everyFile.filter((f) => NAMESPACE_IMPORT.test(readFileSync(f, 'utf8')));

  it('is imported as a namespace by the components (and only so)', () => {
    expect(importers.length).toBeGreaterThan(90);
    for (const file of everyFile) {
      const code = readFileSync(file, 'utf8');
      expect(code, relative(src, file)).not.toMatch(
        /import \{[^}]*\bth\b[^}]*\} from '(?:\.\.?\/)+i18n\/th'/,
      );
    }
  });

  it.each(importers.map((file) => [relative(src, file), file]))(
    '%s reads the catalogue by area',
    (_, file) => {
      expect(wholeCatalogueUses(readFileSync(file, 'utf8'))).toEqual([]);
    },
  );

  it('keeps every area in a module of its own (the catalogue index only re-exports)', () => {
    const statements = reExportIndex(join(src, 'i18n', 'th.ts'));
    expect(statements.length).toBeGreaterThan(50);
    for (const line of statements) expect(line).toMatch(/^export \{ (\w+) \} from '\.\/th\/\1';$/);
  });
});

/** The statements of an index module (comments and blank lines left out). */
function reExportIndex(path: string): string[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('//'));
}

/**
 * Icons likewise: a bundler places modules, not exports, in chunks, so one module of every icon
 * would put every icon the app uses into each chunk that renders one. Each icon and brand mark is a
 * module of its own; `icons/ui.ts` and `icons/brand.ts` only re-export them.
 */
describe('icons by module', () => {
  it('keeps every UI icon in a module of its own', () => {
    const statements = reExportIndex(join(src, 'icons', 'ui.ts'));
    expect(statements.length).toBeGreaterThan(50);
    for (const line of statements) expect(line).toMatch(/^export \{ (\w+Icon) \} from '\.\/ui\/\1';$/);
  });

  it('keeps every brand mark in a module of its own (beside the mark factories)', () => {
    const statements = reExportIndex(join(src, 'icons', 'brand.ts')).filter(
      (line) => !line.endsWith("from './brandMark';"),
    );
    expect(statements.length).toBe(10);
    for (const line of statements) expect(line).toMatch(/^export \{ (\w+Mark) \} from '\.\/brand\/\1';$/);
  });
});

/**
 * ui knows no site URL (ADR 016, ADR 044): every address a component links to is the app's, given
 * as a prop. A string literal in a component's source that is a site path — a quote or backtick,
 * then `/`, then a letter, a digit or `@` ('/coin', "/u12", `/@${at}`) — fails. Comments are not
 * code and are skipped; so are tests, stories and fixtures, whose example addresses are test data.
 * No allow-list is needed: what ui writes that is not a route never starts that way (SVG path
 * data starts with a command letter, `data:` and `https:` URLs with their scheme, the HTML of
 * `sanitizeHtml`'s self-check with `<`). If one ever must, name it here with its reason.
 */

/** The string literals of a piece of code (comments skipped), with their opening quote. */
function stringLiterals(code: string): string[] {
  const token = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\[\s\S]|[^`\\])*`/g;
  return [...code.matchAll(token)].map((m) => m[0]).filter((t) => !t.startsWith('/'));
}

/** The site paths written in a file's code. */
export function sitePathLiterals(code: string): string[] {
  return stringLiterals(code).filter((literal) => /^['"`]\/[A-Za-z0-9@]/.test(literal));
}

const TEST_DATA = /\.(test|stories|fixtures)\.(ts|tsx)$|\.features\.stories\.tsx$|\.mdx$/;

describe('no site address in ui', () => {
  it('finds a site path when there is one (the check itself works)', () => {
    expect(sitePathLiterals("const home = '/all/other';")).toEqual(["'/all/other'"]);
    expect(sitePathLiterals('<a href="/coin/wallet">x</a>')).toEqual(['"/coin/wallet"']);
    // Templates with a placeholder (`/@${at}`), written here without one to keep the linter quiet.
    const placeholder = (name: string) => `$${'{'}${name}}`;
    const me = `\`/@${placeholder('at')}\``;
    const user = `\`/u${placeholder('uid')}\``;
    expect(sitePathLiterals(`const me = ${me}; const u = ${user};`)).toEqual([me, user]);
    expect(sitePathLiterals("{ homeHref = '/' }")).toEqual([]);
    expect(sitePathLiterals("// goes to '/coin'\n/* or '/search' */ const x = 1;")).toEqual([]);
    expect(sitePathLiterals("const url = 'https://example.org/coin'; const re = /^\\/coin/;")).toEqual([]);
  });

  const files = sourceFiles(src).filter((f) => !TEST_DATA.test(f) && !f.includes(`${sep}test${sep}`));

  it('scans the components and their parts', () => {
    expect(files.length).toBeGreaterThan(300);
  });

  it.each(files.map((file) => [relative(src, file), file]))('%s writes no site path', (_, file) => {
    expect(sitePathLiterals(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
