import { describe, expect, it } from 'vitest';
import { listSize, memberIdList, positiveInt, statsRange } from './params.js';

const TODAY = '2026-06-15';
const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('statsRange (domain clampStatsRange decides)', () => {
  const range = statsRange('mdate', 'mdate2', TODAY, true);

  it('accepts a range clamping leaves unchanged, and one day alone', () => {
    expect(range.parse({ mdate: '2022-03-04', mdate2: TODAY })).toEqual({ from: '2022-03-04', to: TODAY });
    expect(range.parse({ mdate2: '2026-06-01' })).toEqual({ from: '2026-06-01', to: '2026-06-01' });
  });

  it('is today when required and absent, else null', () => {
    expect(range.parse({})).toEqual({ from: TODAY, to: TODAY });
    expect(statsRange('date', 'date2', TODAY, false).parse({ uid: '3' })).toBeNull();
  });

  it('names the parameter and the bound that clamping would move', () => {
    expect(messages(range.safeParse({ mdate: '2026-6-1' }))).toEqual(['mdate must be a date YYYY-MM-DD']);
    expect(messages(range.safeParse({ mdate: '2026-02-30' }))).toEqual(['mdate must be a date YYYY-MM-DD']);
    expect(messages(range.safeParse({ mdate: '2022-03-03', mdate2: '2022-03-05' }))).toEqual([
      'mdate cannot be before 2022-03-04',
    ]);
    expect(messages(range.safeParse({ mdate: '2026-06-10', mdate2: '2026-06-16' }))).toEqual([
      `mdate2 cannot be after today (${TODAY})`,
    ]);
    expect(messages(range.safeParse({ mdate: '2026-06-10', mdate2: '2026-06-01' }))).toEqual([
      'mdate2 cannot be before mdate',
    ]);
  });
});

describe('parameter schemas', () => {
  it('positiveInt: 1 to 9 digits, at least 1; missing fails the same way', () => {
    expect(positiveInt('uid').parse('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', 'x', '1234567890', '1.5'])
      expect(messages(positiveInt('uid').safeParse(bad)), String(bad)).toEqual([
        'uid must be a positive integer',
      ]);
  });

  it('listSize: default when absent or empty, capped at the maximum', () => {
    const list = listSize('list', 40, 500);
    expect([list.parse(undefined), list.parse(''), list.parse('7'), list.parse('9999')]).toEqual([
      40, 40, 7, 500,
    ]);
    for (const bad of ['0', 'abc', '12345'])
      expect(messages(list.safeParse(bad))).toEqual(['list must be a positive integer']);
  });

  it('memberIdList: comma lists and repeats, 1 to 500 integers', () => {
    expect(memberIdList.parse(['1,2', ' 3 ', '4,,'])).toEqual([1, 2, 3, 4]);
    expect(messages(memberIdList.safeParse([]))).toEqual(['uids is required (e.g. uids=1,2,3)']);
    expect(messages(memberIdList.safeParse(['1,a']))).toEqual(['uids must be up to 500 integers']);
    const many = Array.from({ length: 501 }, (_, i) => String(i + 1)).join(',');
    expect(messages(memberIdList.safeParse([many]))).toEqual(['uids must be up to 500 integers']);
  });
});
