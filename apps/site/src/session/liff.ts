/**
 * The LIFF SDK (`@line/liff`), loaded and initialised on first use with the LIFF id of the site's
 * settings (the service's `LIFF_ID`, read at run time) — never in a first screen. LIFF may be
 * initialised once per page, so one promise serves sign-in, sharing and logout alike. When the
 * settings say `liffMock` (the service's `LIFF_MOCK`, development only, ADR 041) it is
 * `@line/liff-mock` instead, from its own lazy chunk (`liffMock.ts`). Unit tests swap the loader
 * for their own mock (`useLiffLoader`).
 */
import { initLine, type LiffSdk } from '@lightbearers/api-client';
import { siteSettings } from '../settings';

type LiffLoader = (liffId: string) => Promise<LiffSdk>;

const loadRealLiff: LiffLoader = async (liffId) => {
  const { default: liff } = await import('@line/liff');
  await initLine(liff as unknown as LiffSdk, liffId);
  return liff as unknown as LiffSdk;
};

/** The real SDK, or the mock when the service runs in LIFF mock mode (development only). */
const loadLiff: LiffLoader = (liffId) =>
  siteSettings().liffMock ? import('./liffMock').then((m) => m.loadMockLiff(liffId)) : loadRealLiff(liffId);

let loader: LiffLoader = loadLiff;
let ready: { liffId: string; sdk: Promise<LiffSdk> } | null = null;

/** The SDK initialised with `liffId` (loaded once; a failed start is tried again next time). */
export function liffSdk(liffId: string): Promise<LiffSdk> {
  if (ready?.liffId !== liffId) {
    const sdk = loader(liffId);
    ready = { liffId, sdk };
    sdk.catch(() => {
      if (ready?.sdk === sdk) ready = null;
    });
  }
  return ready.sdk;
}

/** Tests: initialise LIFF another way (with `@line/liff-mock`); `null` puts the site's loader back. */
export function useLiffLoader(next: LiffLoader | null): void {
  loader = next ?? loadLiff;
  ready = null;
}
