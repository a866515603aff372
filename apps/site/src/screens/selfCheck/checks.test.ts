import { describe, expect, it } from 'vitest';
import { NO_SETTINGS } from '../../settings';
import {
  appCheck,
  type BrowserFacts,
  connectionCheck,
  lineCheck,
  notificationsCheck,
  SLOW_SERVICE_MS,
  serviceCheck,
  storageCheck,
} from './checks';

const FINE: BrowserFacts = { storage: true, cookies: true, online: true, inLine: false, installed: false };

describe('the self-check page’s checks', () => {
  it('the sign-in needs both local storage and cookies', () => {
    expect(storageCheck(FINE).state).toBe('ok');
    expect(storageCheck({ ...FINE, cookies: false }).state).toBe('fail');
    expect(storageCheck({ ...FINE, storage: false }).detail).toContain('โหมดไม่ระบุตัวตน');
  });

  it('offline fails the connection', () => {
    expect(connectionCheck({ ...FINE, online: false }).state).toBe('fail');
  });

  it('LINE: ready with a LIFF id, a warning without one; says where the page runs', () => {
    const ready = lineCheck({ ...FINE, inLine: true }, { ...NO_SETTINGS, liffId: '1234-abcd' });
    expect(ready.state).toBe('ok');
    expect(ready.detail).toContain('แอป LINE');
    const unset = lineCheck(FINE, NO_SETTINGS);
    expect(unset.state).toBe('warn');
    expect(unset.detail).toContain('ยังไม่เปิดการเข้าสู่ระบบด้วย LINE');
  });

  it('the service: fails with no answer, warns when slow (in Thai seconds)', () => {
    expect(serviceCheck({ ok: false }).state).toBe('fail');
    expect(serviceCheck({ ok: true, ms: SLOW_SERVICE_MS }).state).toBe('ok');
    const slow = serviceCheck({ ok: true, ms: 2345 });
    expect(slow.state).toBe('warn');
    expect(slow.detail).toContain('2.3 วินาที');
  });

  it('notifications: need a sign-in; the unread count with thousands separators; a failed read', () => {
    expect(notificationsCheck({ signedIn: false }).state).toBe('warn');
    const read = notificationsCheck({ signedIn: true, feed: { items: [], unread: 1234 } });
    expect(read.state).toBe('ok');
    expect(read.detail).toContain('1,234 รายการ');
    expect(notificationsCheck({ signedIn: true, feed: null }).state).toBe('fail');
  });

  it('the app: installed or still in the browser', () => {
    expect(appCheck({ ...FINE, installed: true }).state).toBe('ok');
    expect(appCheck(FINE).state).toBe('warn');
  });
});
