import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ScreenHandle } from './buildRoutes';
import { resolveLazyRoutes } from './resolveLazy';

describe('resolveLazyRoutes', () => {
  it("loads the matched routes' modules and their screens' lazy parts, and nothing else", async () => {
    const loaded: string[] = [];
    const part = (name: string) => ({
      preload: async () => {
        loaded.push(name);
      },
    });
    const screen = (path: string, name: string): RouteObject => ({
      path,
      lazy: async () => ({ handle: { preset: {}, parts: [part(name)] } satisfies ScreenHandle }),
    });
    const routes: RouteObject[] = [
      { path: '/', children: [screen('form', 'form part'), screen('other', 'other part')] },
    ];
    await resolveLazyRoutes(routes, '/form');
    expect(loaded).toEqual(['form part']);
    const form = routes[0]?.children?.[0];
    expect(form?.lazy).toBeUndefined();
    expect((form?.handle as ScreenHandle | undefined)?.parts).toHaveLength(1);
    // Already resolved: its parts still load (a second router over the same table).
    await resolveLazyRoutes(routes, '/form');
    expect(loaded).toEqual(['form part', 'form part']);
  });

  it('every screen module with a lazy part lists it in `parts`', () => {
    const root = path.resolve(__dirname, '../screens');
    const missing: string[] = [];
    for (const feature of readdirSync(root))
      for (const name of readdirSync(path.join(root, feature))) {
        if (!/Screen\.tsx$/.test(name)) continue;
        const source = readFileSync(path.join(root, feature, name), 'utf8');
        const usesPart = /lazyPart\(|loadShopViews/.test(source);
        if (usesPart && !/^export const parts = /m.test(source)) missing.push(`${feature}/${name}`);
      }
    expect(missing).toEqual([]);
  });
});
