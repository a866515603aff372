/**
 * Tree-shaking figure: bundles small entries that import parts of the client with Vite (the
 * apps' bundler, Rolldown inside) in production mode, and prints minified and gzip bytes.
 *
 *   pnpm --filter @lightbearers/api-client size
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rollup } from 'vite';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = resolve(here, '..');
const work = join(pkg, '.size');

/** What an app writes, by scenario. Each imports through the package name, as the apps do. */
const ENTRIES: Record<string, string> = {
  'feed calls only (getFeedPage, getPinned, getTopOfDay)': `
    import { createClient, getFeedPage, getPinned, getTopOfDay } from '@lightbearers/api-client';
    const api = createClient({ baseUrl: '/', statsUrl: '/stats', shortLinkBase: '/s' });
    export const load = () => Promise.all([getFeedPage(api, { page: 1 }), getPinned(api), getTopOfDay(api)]);`,
  'one stats call (getTopSharers)': `
    import { createClient, getTopSharers } from '@lightbearers/api-client';
    const api = createClient({ baseUrl: '/', statsUrl: '/stats', shortLinkBase: '/s' });
    export const load = () => getTopSharers(api, { from: '2022-03-04', to: '2022-03-05' });`,
  'the whole client (every export; @line/liff is passed in by the app, never bundled)': `
    import * as all from '@lightbearers/api-client';
    export default all;`,
  'reference: ky alone': `
    import ky from 'ky';
    export default ky.create({ timeout: 1000 });`,
  'reference: zod/mini core (one object schema + parse)': `
    import * as z from 'zod/mini';
    const s = z.object({ a: z.string(), b: z.array(z.number()), c: z.optional(z.nullable(z.enum(['x', 'y']))) });
    export const check = (v: unknown) => s.safeParse(v);`,
};

/**
 * A stand-in for `zod/mini` whose schemas accept anything: bundling with it shows what the schemas
 * and zod weigh, i.e. what validating in development only could save.
 */
const ZOD_STUB = `
  const any = { safeParse: (data) => ({ success: true, data }), parse: (data) => data };
  const make = () => any;
  export const object = make, string = make, number = make, boolean = make, optional = make, nullable = make,
    array = make, record = make, unknown = make, literal = make, extend = make;
  export { make as enum };`;

async function bundle(name: string, source: string, stubZod = false): Promise<{ min: number; gzip: number }> {
  const file = join(work, `${name.replace(/\W+/g, '-')}.ts`);
  writeFileSync(file, source);
  const stub = join(work, 'zod-stub.js');
  writeFileSync(stub, ZOD_STUB);
  const result = (await build({
    configFile: false,
    root: work,
    resolve: stubZod ? { alias: { 'zod/mini': stub } } : {},
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: file, formats: ['es'], fileName: 'out' },
    },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const code = outputs.map((o) => (o.type === 'chunk' ? o.code : '')).join('');
  return { min: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
// the work directory sits inside the package, so '@lightbearers/api-client' resolves through the workspace
writeFileSync(
  join(work, 'package.json'),
  JSON.stringify({ name: 'size-check', private: true, type: 'module' }),
);
const rows: Array<[string, number, number]> = [];
try {
  for (const [name, source] of Object.entries(ENTRIES)) {
    const { min, gzip } = await bundle(name, source);
    rows.push([name, min, gzip]);
  }
  const feed = ENTRIES['feed calls only (getFeedPage, getPinned, getTopOfDay)'] as string;
  const { min, gzip } = await bundle('feed-no-schemas', feed, true);
  rows.push(['feed calls only, schemas and zod stubbed out (dev-only validation)', min, gzip]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`${'entry'.padEnd(width)}  ${'minified'.padStart(10)}  ${'gzip'.padStart(8)}`);
for (const [name, min, gzip] of rows)
  console.log(
    `${name.padEnd(width)}  ${min.toLocaleString('en').padStart(10)}  ${gzip.toLocaleString('en').padStart(8)}`,
  );
