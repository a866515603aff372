import { describe, expect, it } from 'vitest';
import { type BuildManifest, fontPreloads } from './entry-server';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    assets: [
      'assets/sarabun-latin-400-normal-A1.woff2',
      'assets/sarabun-latin-ext-400-normal-E1.woff2',
      'assets/sarabun-thai-400-normal-C2DaJlKK.woff2',
      'assets/sarabun-thai-400-normal-CH-UbWgg.woff',
      'assets/sarabun-thai-500-normal-M1.woff2',
      'assets/sarabun-thai-700-normal-X.woff2',
      'assets/noto-serif-thai-thai-500-normal-Y.woff2',
      'assets/noto-serif-thai-thai-700-normal-DasJixn8.woff2',
      'assets/noto-serif-thai-latin-700-normal-L7.woff2',
    ],
  },
};

const links = (html: string) => html.split('\n').map((line) => line.trim().match(/href="([^"]+)"/)?.[1]);

describe('fontPreloads', () => {
  it("links the shell's faces from the build's manifest: woff2 files of the named subsets only", () => {
    expect(links(fontPreloads(manifest))).toEqual([
      '/assets/sarabun-thai-400-normal-C2DaJlKK.woff2',
      '/assets/sarabun-latin-400-normal-A1.woff2',
      '/assets/sarabun-thai-700-normal-X.woff2',
      '/assets/noto-serif-thai-thai-700-normal-DasJixn8.woff2',
      '/assets/noto-serif-thai-latin-700-normal-L7.woff2',
    ]);
    expect(fontPreloads(manifest).split('\n')[0]?.trim()).toBe(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/sarabun-thai-400-normal-C2DaJlKK.woff2">',
    );
  });

  it("adds the screen's faces once each, and a face the build lacks adds nothing", () => {
    expect(
      links(fontPreloads(manifest, ['sarabun-thai-500', 'sarabun-thai-400', 'noto-serif-thai-latin-500'])),
    ).toEqual([
      '/assets/sarabun-thai-400-normal-C2DaJlKK.woff2',
      '/assets/sarabun-latin-400-normal-A1.woff2',
      '/assets/sarabun-thai-700-normal-X.woff2',
      '/assets/noto-serif-thai-thai-700-normal-DasJixn8.woff2',
      '/assets/noto-serif-thai-latin-700-normal-L7.woff2',
      '/assets/sarabun-thai-500-normal-M1.woff2',
    ]);
    expect(fontPreloads({ 'index.html': { file: 'assets/index.js', isEntry: true } })).toBe('');
  });
});
