import { describe, expect, it } from 'vitest';
import {
  badgeAwardMessage,
  checkBadge,
  checkCategory,
  checkNotice,
  checkOrgUnit,
  checkProduct,
  checkReason,
  checkStockChange,
  isProductUnlocked,
  noticeState,
  parseMemberList,
  STAFF_MESSAGES,
} from './content';

const NOW = new Date('2026-06-15T03:00:00Z');

describe('checkNotice', () => {
  it('accepts a complete notice, trimmed, a draft unless told to publish', () => {
    const r = checkNotice({ topic: '  ประกาศ  ', des: '# หัวข้อ\nเนื้อหา', icon: 'cheer' }, NOW);
    expect(r).toEqual({
      ok: true,
      value: { topic: 'ประกาศ', des: '# หัวข้อ\nเนื้อหา', icon: 'cheer', publishAt: null },
    });
  });

  it('publishes now, or at a Bangkok wall time', () => {
    const now = checkNotice({ topic: 'ก', des: 'ข', icon: 'new', publishAt: 'now' }, NOW);
    expect(now.ok && now.value.publishAt).toEqual(NOW);
    const later = checkNotice({ topic: 'ก', des: 'ข', icon: 'new', publishAt: '2026-07-01T09:00' }, NOW);
    expect(later.ok && later.value.publishAt?.toISOString()).toBe('2026-07-01T02:00:00.000Z');
  });

  it('names every wrong field with its Thai message', () => {
    const r = checkNotice({ topic: ' ', des: 'x'.repeat(20_001), icon: 'party', publishAt: 'tomorrow' }, NOW);
    expect(r).toEqual({
      ok: false,
      errors: {
        topic: STAFF_MESSAGES.titleRequired,
        des: STAFF_MESSAGES.bodyTooLong,
        icon: STAFF_MESSAGES.icon,
        publishAt: STAFF_MESSAGES.publishAt,
      },
    });
  });

  it('checks only the fields an edit names', () => {
    expect(checkNotice({ icon: 'warning' }, NOW, true)).toEqual({ ok: true, value: { icon: 'warning' } });
    expect(checkNotice({ topic: 5 }, NOW, true)).toEqual({
      ok: false,
      errors: { topic: STAFF_MESSAGES.titleRequired },
    });
  });
});

describe('noticeState', () => {
  it('is draft, scheduled, published or deleted', () => {
    expect(noticeState({ publishedAt: null }, NOW)).toBe('draft');
    expect(noticeState({ publishedAt: '2026-06-15T03:00:01Z' }, NOW)).toBe('scheduled');
    expect(noticeState({ publishedAt: NOW }, NOW)).toBe('published');
    expect(noticeState({ publishedAt: NOW, deletedAt: NOW }, NOW)).toBe('deleted');
  });
});

describe('checkCategory', () => {
  it('defaults order 0 and visible', () => {
    expect(checkCategory({ name: 'ธรรมะ' })).toEqual({
      ok: true,
      value: { name: 'ธรรมะ', order: 0, hidden: false },
    });
  });
  it('refuses a blank name, a fractional or negative order and a non-boolean hidden', () => {
    expect(checkCategory({ name: '', order: 1.5, hidden: 'yes' })).toEqual({
      ok: false,
      errors: {
        name: STAFF_MESSAGES.categoryName,
        order: STAFF_MESSAGES.categoryOrder,
        hidden: STAFF_MESSAGES.hidden,
      },
    });
    expect(checkCategory({ order: -1 }, true)).toEqual({
      ok: false,
      errors: { order: STAFF_MESSAGES.categoryOrder },
    });
  });
});

describe('checkProduct', () => {
  it('accepts a souvenir with pictures and an unlock date (Bangkok day)', () => {
    const r = checkProduct({
      name: 'เสื้อ',
      price: '120',
      stock: 10,
      limit: 2,
      lockDays: 30,
      unlockAt: '2026-07-01',
      photos: [3, 4, 3],
    });
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.value).toMatchObject({
        name: 'เสื้อ',
        des: '',
        price: 120,
        stock: 10,
        limit: 2,
        lockDays: 30,
        photos: [3, 4],
      });
      expect(r.value.unlockAt?.toISOString()).toBe('2026-06-30T17:00:00.000Z');
    }
  });
  it('refuses negative prices, zero limits and stock in an edit (stock changes are ledgered)', () => {
    const r = checkProduct({ name: 'x', price: -1, limit: 0, photos: Array(11).fill(1) });
    expect(r).toEqual({
      ok: false,
      errors: { price: STAFF_MESSAGES.price, limit: STAFF_MESSAGES.limit, photos: STAFF_MESSAGES.photos },
    });
    expect(checkProduct({ stock: 5 }, true)).toEqual({
      ok: false,
      errors: { stock: STAFF_MESSAGES.stockDelta },
    });
  });
});

describe('checkStockChange', () => {
  it('needs a non-zero delta and a reason, and never leaves stock below zero', () => {
    expect(checkStockChange({ delta: 5, reason: 'รับของเพิ่ม' }, 2)).toEqual({
      ok: true,
      value: { delta: 5, reason: 'รับของเพิ่ม', after: 7 },
    });
    expect(checkStockChange({ delta: 0, reason: '' }, 2)).toEqual({
      ok: false,
      errors: { delta: STAFF_MESSAGES.stockDelta, reason: STAFF_MESSAGES.reason },
    });
    expect(checkStockChange({ delta: -3, reason: 'ชำรุด' }, 2)).toEqual({
      ok: false,
      errors: { delta: STAFF_MESSAGES.stockShort },
    });
  });
});

describe('isProductUnlocked', () => {
  it('is open without a date and from the date on', () => {
    expect(isProductUnlocked(null, NOW)).toBe(true);
    expect(isProductUnlocked(NOW, NOW)).toBe(true);
    expect(isProductUnlocked('2026-06-16', NOW)).toBe(false);
  });
});

describe('badges, organisation units, reasons', () => {
  it('checks a badge name and picture', () => {
    expect(checkBadge({ name: 'ผู้นำบุญ', photo: 7 })).toEqual({ ok: true, value: { name: 'ผู้นำบุญ', photo: 7 } });
    expect(checkBadge({ name: '', photo: -1 })).toEqual({
      ok: false,
      errors: { name: STAFF_MESSAGES.badgeName, photo: STAFF_MESSAGES.photo },
    });
  });
  it('checks the level-1 group against the known groups', () => {
    expect(checkOrgUnit({ org1: 'ภูมิภาค', org2: ' ภาค 1 ' })).toEqual({
      ok: true,
      value: { org1: 'ภูมิภาค', org2: 'ภาค 1' },
    });
    expect(checkOrgUnit({ org1: 'ดาวอังคาร', org2: '' })).toEqual({
      ok: false,
      errors: { org1: STAFF_MESSAGES.org1, org2: STAFF_MESSAGES.org2 },
    });
  });
  it('needs a reason of at most 500 characters', () => {
    expect(checkReason('  สแปม ')).toEqual({ ok: true, value: 'สแปม' });
    expect(checkReason(undefined)).toEqual({ ok: false, errors: { reason: STAFF_MESSAGES.reason } });
    expect(checkReason('ก'.repeat(501))).toEqual({
      ok: false,
      errors: { reason: STAFF_MESSAGES.reasonTooLong },
    });
  });
});

describe('parseMemberList', () => {
  it('reads ids and handles from pasted text, each once, in order', () => {
    const r = parseMemberList('12, @Somchai\n#12\nsomchai;  7  ,,\r\n@');
    expect(r).toEqual({
      ok: true,
      value: [
        { kind: 'id', id: 12, raw: '12' },
        { kind: 'handle', handle: 'somchai', raw: '@Somchai' },
        { kind: 'id', id: 7, raw: '7' },
      ],
    });
  });
  it('reads an array and refuses an empty or too long list', () => {
    expect(parseMemberList([3, '@a'])).toMatchObject({ ok: true, value: [{ id: 3 }, { handle: 'a' }] });
    expect(parseMemberList(' \n ')).toEqual({
      ok: false,
      errors: { members: STAFF_MESSAGES.membersRequired },
    });
    expect(parseMemberList(Array.from({ length: 501 }, (_, i) => i + 1))).toEqual({
      ok: false,
      errors: { members: STAFF_MESSAGES.membersTooMany },
    });
  });
});

describe('badgeAwardMessage', () => {
  it('escapes the badge name inside the notification HTML', () => {
    expect(badgeAwardMessage('<img src=x onerror=alert(1)>')).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(badgeAwardMessage('ผู้นำบุญ')).toContain('<b>ผู้นำบุญ</b>');
  });
});
