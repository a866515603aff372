import { describe, expect, it } from 'vitest';
import { type BuildManifest, fontPreloads } from './entry-server';

describe('fontPreloads', () => {
  it("links the first screen's two Thai faces from the build's manifest, and nothing else", () => {
    const manifest: BuildManifest = {
      'index.html': {
        file: 'assets/index-abc.js',
        isEntry: true,
        assets: [
          'assets/sarabun-latin-400-normal-A1.woff2',
          'assets/sarabun-thai-400-normal-C2DaJlKK.woff2',
          'assets/sarabun-thai-400-normal-CH-UbWgg.woff',
          'assets/sarabun-thai-700-normal-X.woff2',
          'assets/noto-serif-thai-thai-500-normal-Y.woff2',
          'assets/noto-serif-thai-thai-700-normal-DasJixn8.woff2',
        ],
      },
    };
    expect(
      fontPreloads(manifest)
        .split('\n')
        .map((line) => line.trim()),
    ).toEqual([
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/sarabun-thai-400-normal-C2DaJlKK.woff2">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/noto-serif-thai-thai-700-normal-DasJixn8.woff2">',
    ]);
    expect(fontPreloads({ 'index.html': { file: 'assets/index.js', isEntry: true } })).toBe('');
  });
});
