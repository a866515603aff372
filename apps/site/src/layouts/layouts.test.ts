/** The layout table: a row for every layout, each row's module a real file that draws its frame. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../router/guards';
import { LAYOUT_CHROME, LAYOUT_SOURCES, LAYOUT_TABLE, layoutModule } from '.';

const SITE = path.resolve(__dirname, '../..');

describe('the layout table', () => {
  it('has a row for every layout of product §2, and profile', () => {
    expect(Object.keys(LAYOUT_TABLE).sort()).toEqual([...LAYOUTS, 'profile'].sort());
  });

  it('a header layout reads a member chrome; a layout without one reads none', () => {
    for (const row of Object.values(LAYOUT_TABLE)) expect(row.chrome === 'none').toBe(row.frame !== 'site');
    expect(LAYOUT_CHROME).toMatchObject({
      default: 'full',
      nologinHeader: 'header',
      nologin: 'none',
      null: 'none',
    });
  });

  it('each source the service preloads is the module the route loads', async () => {
    for (const [key, source] of Object.entries(LAYOUT_SOURCES)) {
      expect(existsSync(path.join(SITE, source)), source).toBe(true);
      const module = await layoutModule(key as keyof typeof LAYOUT_SOURCES)();
      expect(typeof module.Component).toBe('function');
    }
    expect(LAYOUT_SOURCES.default).toBe('src/layouts/SiteLayout.tsx');
    expect(LAYOUT_SOURCES.profile).toBe('src/layouts/SiteLayout.tsx');
    expect(LAYOUT_SOURCES.nologinNoHeader).toBe('src/layouts/PlainLayout.tsx');
    expect(LAYOUT_SOURCES.null).toBe('src/layouts/PlainLayout.tsx');
  });
});
