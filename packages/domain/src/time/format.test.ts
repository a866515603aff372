import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from '../count';
import {
  buddhistYear,
  formatThaiDate,
  formatThaiDateTime,
  THAI_SHORT_MONTHS,
  thaiRelativeTime,
} from './format';
import { buddhistYearAt } from './year';

describe('formatCount', () => {
  it('adds thousands separators', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(-1000)).toBe('-1,000');
    expect(formatCount('2500')).toBe('2,500');
  });

  it('shows 0 for what is not a number', () => {
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(null)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
    expect(formatCount('abc')).toBe('0');
    expect(formatCount('')).toBe('0');
  });

  it('writes what Intl writes (en-US, no fraction digits) for any number', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    for (const n of [
      0,
      -0,
      0.4,
      -0.4,
      0.5,
      -0.5,
      2.5,
      -2.5,
      999.5,
      1e21 - 65536,
      1e21,
      -1e21,
      1.5e300,
      123456789.49,
    ])
      expect(formatCount(n), String(n)).toBe(intl.format(n));
    fc.assert(
      fc.property(fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()), (n) => {
        expect(formatCount(n)).toBe(intl.format(n));
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips any safe integer', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(Number(formatCount(n).replaceAll(',', ''))).toBe(n);
      }),
    );
  });
});

describe('buddhistYear', () => {
  it('adds 543 to the Bangkok year', () => {
    expect(buddhistYear(new Date('2022-03-04T00:00:00Z'))).toBe(2565);
    // 31 Dec 2022 18:00 UTC is already 1 Jan 2023 in Bangkok.
    expect(buddhistYear(new Date('2022-12-31T18:00:00Z'))).toBe(2566);
    expect(buddhistYear('nope')).toBeNaN();
    expect(buddhistYear()).toBeGreaterThan(2565);
  });
});

describe('formatThaiDate', () => {
  it('writes day, Thai short month and Buddhist year', () => {
    expect(formatThaiDate('2022-03-04')).toBe('4 มี.ค. 2565');
    expect(formatThaiDate(new Date('2022-06-13T17:30:00Z'))).toBe('14 มิ.ย. 2565');
    expect(formatThaiDate('x')).toBe('');
  });

  it('uses every short month in order', () => {
    const months = Array.from(
      { length: 12 },
      (_, i) => formatThaiDate(`2023-${String(i + 1).padStart(2, '0')}-15`).split(' ')[1],
    );
    expect(months).toEqual([...THAI_SHORT_MONTHS]);
    expect(THAI_SHORT_MONTHS.join(' ')).toBe('ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.');
  });

  it('adds Bangkok time', () => {
    expect(formatThaiDateTime('2022-03-04T02:05:00Z')).toBe('4 มี.ค. 2565 09:05');
    expect(formatThaiDateTime('x')).toBe('');
  });
});

describe('thaiRelativeTime', () => {
  const now = new Date('2024-06-01T12:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

  it.each([
    [0, 'ไม่กี่วินาทีที่แล้ว'],
    [44, 'ไม่กี่วินาทีที่แล้ว'],
    [45, '1 นาทีที่แล้ว'],
    [5 * 60, '5 นาทีที่แล้ว'],
    [44 * 60, '44 นาทีที่แล้ว'],
    [50 * 60, '1 ชั่วโมงที่แล้ว'],
    [3 * 3600, '3 ชั่วโมงที่แล้ว'],
    [21 * 3600, '21 ชั่วโมงที่แล้ว'],
    [30 * 3600, '1 วันที่แล้ว'],
    [3 * 86400, '3 วันที่แล้ว'],
    [25 * 86400, '25 วันที่แล้ว'],
    [40 * 86400, '1 เดือนที่แล้ว'],
    [92 * 86400, '3 เดือนที่แล้ว'],
    [400 * 86400, '1 ปีที่แล้ว'],
    [3 * 365 * 86400, '3 ปีที่แล้ว'],
  ])('%i seconds ago reads %s', (seconds, text) => {
    expect(thaiRelativeTime(ago(seconds), now)).toBe(text);
  });

  it('reads a future moment as just now and invalid input as empty', () => {
    expect(thaiRelativeTime(ago(-600), now)).toBe('ไม่กี่วินาทีที่แล้ว');
    expect(thaiRelativeTime('x', now)).toBe('');
    expect(thaiRelativeTime(now, 'x')).toBe('');
  });

  it('always ends with ที่แล้ว and never goes backwards as time passes', () => {
    const rank = (text: string) => {
      const unit = ['วินาที', 'นาที', 'ชั่วโมง', 'วัน', 'เดือน', 'ปี'].findLastIndex(
        (u) => text.includes(` ${u}`) || text.startsWith(`ไม่กี่${u}`),
      );
      const n = Number(text.split(' ')[0]) || 0;
      return unit * 1e6 + n;
    };
    fc.assert(
      fc.property(fc.nat(10 * 365 * 86400), fc.nat(86400 * 30), (a, extra) => {
        const first = thaiRelativeTime(ago(a), now);
        const later = thaiRelativeTime(ago(a + extra), now);
        expect(first.endsWith('ที่แล้ว')).toBe(true);
        expect(rank(later)).toBeGreaterThanOrEqual(rank(first));
      }),
    );
  });
});

describe('buddhistYearAt', () => {
  it('turns at midnight in Bangkok, not in UTC', () => {
    expect(buddhistYearAt(Date.parse('2023-12-31T16:59:59Z'))).toBe(2566);
    expect(buddhistYearAt(Date.parse('2023-12-31T17:00:00Z'))).toBe(2567);
    expect(buddhistYearAt(Number.NaN)).toBeNaN();
    expect(buddhistYearAt(8.64e15 + 1)).toBeNaN();
  });

  it('writes the year and the date as Intl writes them (th-TH, Buddhist), at any instant', () => {
    const thai = (timeZone: string, fields: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('th-TH', {
        calendar: 'buddhist',
        numberingSystem: 'latn',
        timeZone,
        ...fields,
      });
    const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;
    const intlDay = thai('Asia/Bangkok', DAY);
    const intlYear = thai('Asia/Bangkok', { year: 'numeric' });
    // Bangkok has kept +07:00 since 1920; before it the zone database counts local mean time.
    const modern = fc.date({
      min: new Date('1920-04-01T00:00:00Z'),
      max: new Date('9999-12-30T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(modern, (d) => {
        const ms = d.getTime();
        expect(buddhistYearAt(ms)).toBe(
          Number(intlYear.formatToParts(d).find((p) => p.type === 'year')?.value),
        );
        expect(formatThaiDate(d)).toBe(intlDay.format(d));
      }),
      { numRuns: 2000 },
    );
    // The turn of a Bangkok year and the Julian years before 1583, which Intl writes itself.
    for (const iso of [
      '2023-12-31T16:59:59Z',
      '2023-12-31T17:00:00Z',
      '1583-01-01T00:00:00Z',
      '1500-03-01T00:00:00Z',
    ]) {
      const wallAsUtc = thai('UTC', DAY).format(Date.parse(iso) + 7 * 3600 * 1000);
      expect(formatThaiDate(iso), iso).toBe(wallAsUtc);
    }
  });
});
