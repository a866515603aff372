/**
 * The LIFF mock mode (`liffMock` in the site's settings, the service's development-only `LIFF_MOCK`):
 * the site's own LIFF loader starts `@line/liff-mock` as the one LINE account. The end-to-end test
 * (`e2e/line.test.ts`) drives it in Chromium against the service.
 */
import { NO_SITE_SETTINGS } from '@lightbearers/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberSiteSettings } from '../settings';
import { liffSdk, useLiffLoader } from './liff';
import { LIFF_MOCK_ACCOUNT, LIFF_MOCK_CALLS_KEY, LIFF_MOCK_LOGIN_KEY, type LiffMockCall } from './liffMock';

const LIFF_ID = '2000000042-LbMockAp';
const calls = () => JSON.parse(sessionStorage.getItem(LIFF_MOCK_CALLS_KEY) ?? '[]') as LiffMockCall[];

afterEach(() => {
  rememberSiteSettings(NO_SITE_SETTINGS);
  useLiffLoader(null);
  localStorage.clear();
  sessionStorage.clear();
});

describe('the LIFF mock mode', () => {
  it('with liffMock, the site’s loader starts @line/liff-mock as the mock’s LINE account', async () => {
    rememberSiteSettings({ ...NO_SITE_SETTINGS, liffId: LIFF_ID, liffMock: true });
    useLiffLoader(null);
    // Back from LINE's login page (the mock keeps its login in the browser, as LIFF does).
    localStorage.setItem(LIFF_MOCK_LOGIN_KEY, '1');
    const sdk = await liffSdk(LIFF_ID);
    expect(calls()).toEqual([{ api: 'init', liffId: LIFF_ID }]);
    // Outside the LINE app (happy-dom's user agent), logged in, as the mock's LINE account.
    expect(sdk.isInClient()).toBe(false);
    expect(sdk.isLoggedIn()).toBe(true);
    expect(await sdk.getProfile()).toMatchObject({ userId: LIFF_MOCK_ACCOUNT.userId });
    expect(sdk.getIDToken()).toBe(LIFF_MOCK_ACCOUNT.idToken);
    expect(sdk.getDecodedIDToken()).toMatchObject({
      sub: LIFF_MOCK_ACCOUNT.userId,
      aud: '2000000042',
      email: LIFF_MOCK_ACCOUNT.email,
      nonce: LIFF_MOCK_ACCOUNT.nonce,
    });
    // The messages the site hands the picker are recorded; logout ends the mock's login.
    const message = { type: 'text' as const, text: 'สาธุ' };
    expect(await sdk.shareTargetPicker([message])).toEqual({ status: 'success' });
    sdk.logout();
    expect(sdk.isLoggedIn()).toBe(false);
    expect(calls().slice(1)).toEqual([{ api: 'shareTargetPicker', messages: [message] }, { api: 'logout' }]);
  });
});
