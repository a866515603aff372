import { describe, expect, it } from 'vitest';
import {
  isKioskPage,
  isKioskPath,
  KIOSK_SITE_BASE,
  KIOSK_SITE_PAGE_PATTERN,
  KIOSK_SITE_PAGES,
  KIOSK_SITE_SCOPE,
} from './kiosk';
import { CARD_VARIANTS } from './templates';

describe('the kiosk on the site’s origin', () => {
  it('has a page for every card variant and its home, all inside its worker scope', () => {
    expect(KIOSK_SITE_PAGES).toEqual([
      '/card-kiosk',
      '/card',
      '/card22',
      '/card22m',
      '/card22s',
      '/card/m7',
      '/card/as',
    ]);
    expect(KIOSK_SITE_PAGES).toEqual([KIOSK_SITE_BASE.slice(0, -1), ...CARD_VARIANTS.map((v) => v.path)]);
    for (const page of KIOSK_SITE_PAGES) expect(page.startsWith(KIOSK_SITE_SCOPE), page).toBe(true);
    expect(KIOSK_SITE_BASE.startsWith(KIOSK_SITE_SCOPE)).toBe(true);
  });

  it('knows its pages, with or without a trailing slash, and nothing else', () => {
    for (const page of [
      '/card',
      '/card/',
      '/card/as',
      '/card/m7/',
      '/card22',
      '/card22m',
      '/card22s',
      '/card-kiosk',
      '/card-kiosk/',
    ])
      expect(isKioskPage(page), page).toBe(true);
    for (const other of [
      '/',
      '/cardigan',
      '/card22x',
      '/card/as/x',
      '/card/xyz',
      '/cards',
      '/coin',
      '/u@card22',
      '/xcard22',
      '/card-kiosk/x',
    ])
      expect(isKioskPage(other), other).toBe(false);
    expect(KIOSK_SITE_PAGE_PATTERN.test('/card22s')).toBe(true);
    expect(KIOSK_SITE_PAGE_PATTERN.test('/card22s?x=1')).toBe(false);
  });

  it('counts the files of its build as its own', () => {
    expect(isKioskPath('/card-kiosk/assets/index-Ab12Cd34.js')).toBe(true);
    expect(isKioskPath('/card-kiosk/sw.js')).toBe(true);
    expect(isKioskPath('/card22')).toBe(true);
    expect(isKioskPath('/assets/index-Ab12Cd34.js')).toBe(false);
    expect(isKioskPath('/card-kiosks')).toBe(false);
  });
});
