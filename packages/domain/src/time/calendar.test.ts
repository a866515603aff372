// The calendar on dayjs (ADR 034): edge cases the library brings — the machine's zone, DST-free
// +07:00 days, strings it would read too freely, leap days, year ends, early years, Buddhist years.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockedProductIds } from '../shop/basket';
import { productStanding } from '../shop/product';
import { addDays, bangkokDay, bangkokParts, bangkokStartOfDay, isIsoDay, toEpochMs } from './bangkok';
import { buddhistYear, formatThaiDate, formatThaiDateTime } from './format';
import { clampStatsRange } from './stats-range';
import { BUDDHIST_ERA_OFFSET } from './year';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

// Zones with daylight saving, odd offsets, both sides of the date line, and Bangkok itself.
const ZONES = [
  'UTC',
  'Asia/Bangkok',
  'America/Los_Angeles',
  'Europe/London',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
];

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Runs `check` once per zone, with the process's time zone set to it (Node reads TZ on change). */
function inEveryZone(check: (zone: string) => void) {
  for (const zone of ZONES) {
    vi.stubEnv('TZ', zone);
    check(zone);
  }
}

const bangkokIntl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const moments = fc.date({ min: new Date('1971-01-01'), max: new Date('2200-01-01'), noInvalidDate: true });

describe('the machine time zone', () => {
  it('changes under the tests, so each check below runs in every zone', () => {
    const offsets = new Set<string>();
    inEveryZone(() => {
      const winter = new Date('2024-01-01T00:00:00Z').getTimezoneOffset();
      const summer = new Date('2024-07-01T00:00:00Z').getTimezoneOffset();
      offsets.add(`${winter}/${summer}`);
    });
    expect(offsets.size).toBe(ZONES.length);
  });

  it('never changes a Bangkok day, field, start of day or parsed moment', () => {
    const seen = new Map<string, string>();
    inEveryZone((zone) => {
      const answers = JSON.stringify([
        bangkokDay('2024-03-10T09:59:59Z'),
        bangkokParts(Date.UTC(2024, 10, 3, 9, 30)),
        bangkokStartOfDay('2024-03-10'),
        toEpochMs('2024-11-03 01:30'),
        toEpochMs('2024-03-31T01:30:00+01:00'),
        addDays('2024-03-09', 1),
        formatThaiDateTime('2024-10-27T01:30:00Z'),
        buddhistYear('2024-12-31T17:00:00Z'),
        clampStatsRange('2024-02-29', '2024-03-31', '2024-11-03'),
      ]);
      seen.set(zone, answers);
    });
    expect(new Set(seen.values()).size).toBe(1);
  });

  it('keeps the Bangkok hour on the days other zones change their clocks', () => {
    // Hours after a moment, the machine's clock may have moved: dayjs' utcOffset(420) reads 13:00,
    // 17:30, 11:30 and 08:30 here on machines in Los Angeles and London.
    const wallClock = (iso: string) => formatThaiDateTime(iso).split(' ').at(-1);
    inEveryZone((zone) => {
      expect(wallClock('2024-03-10T05:00:00Z'), zone).toBe('12:00');
      expect(wallClock('2024-03-10T09:30:00Z'), zone).toBe('16:30');
      expect(wallClock('2024-11-03T05:30:00Z'), zone).toBe('12:30');
      expect(wallClock('2024-03-31T00:30:00Z'), zone).toBe('07:30');
      expect(bangkokParts('2024-03-10T09:30:00Z')?.hour, zone).toBe(16);
      expect(bangkokDay(8.64e15), zone).toBeNull();
    });
  });

  it('agrees with Intl for Asia/Bangkok on any moment, in any zone', () => {
    inEveryZone(() => {
      fc.assert(
        fc.property(moments, (d) => {
          const p = bangkokParts(d);
          const fields = Object.fromEntries(bangkokIntl.formatToParts(d).map((x) => [x.type, x.value]));
          expect(p).toEqual({
            year: Number(fields.year),
            month: Number(fields.month),
            day: Number(fields.day),
            hour: Number(fields.hour),
            minute: Number(fields.minute),
          });
        }),
        { numRuns: 200 },
      );
    });
  });
});

describe('Bangkok days at a fixed +07:00', () => {
  it('are all 24 hours long, also across the days other zones change their clocks', () => {
    inEveryZone(() => {
      for (const day of [
        '2024-03-10',
        '2024-03-31',
        '2024-04-07',
        '2024-09-29',
        '2024-10-27',
        '2024-11-03',
      ]) {
        expect(bangkokStartOfDay(addDays(day, 1)) - bangkokStartOfDay(day)).toBe(DAY_MS);
      }
    });
  });

  it('move by whole days the same as 24-hour steps from their start', () => {
    const days = fc
      .date({ min: new Date('1971-01-01'), max: new Date('2199-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(days, fc.integer({ min: -4000, max: 4000 }), (day, n) => {
        const moved = addDays(day, n);
        expect(bangkokStartOfDay(moved)).toBe(bangkokStartOfDay(day) + n * DAY_MS);
        expect(addDays(moved, -n)).toBe(day);
        expect(bangkokDay(bangkokStartOfDay(moved))).toBe(moved);
      }),
    );
  });

  it('read an ISO string with the same moment as its UTC form', () => {
    fc.assert(
      fc.property(moments, (d) => {
        const iso = d.toISOString();
        expect(toEpochMs(iso)).toBe(d.getTime());
        // The Bangkok wall clock without an offset names the same moment.
        const bangkokWall = new Date(d.getTime() + 7 * HOUR_MS).toISOString().slice(0, -1);
        expect(toEpochMs(bangkokWall)).toBe(d.getTime());
        expect(toEpochMs(`${bangkokWall}+07:00`)).toBe(d.getTime());
      }),
    );
  });
});

describe('strings dayjs alone would read', () => {
  it('are refused unless they are ISO 8601 days or date-times', () => {
    for (const text of [
      '2022-3-4',
      '20220304',
      '2022/03/04',
      '2022-03-04T9:30',
      '2022-03-04T09',
      '2022-03-04Z',
      '2022-03-04T09:30:00+07',
      '2022-03-04T09:30:00 +07:00',
      '04/03/2022',
      'March 4, 2022',
      '1646361000000',
      '',
    ]) {
      expect(toEpochMs(text), text).toBeNaN();
    }
    // dayjs(undefined) would be now.
    expect(toEpochMs(undefined as unknown as string)).toBeNaN();
    expect(bangkokDay(undefined as unknown as string)).toBeNull();
  });

  it('are refused when the day or the clock does not exist, instead of rolling over', () => {
    for (const text of [
      '2022-02-30T10:00:00Z',
      '2023-02-29 08:00',
      '2022-04-31T00:00:00+07:00',
      '2022-03-04T24:00:00Z',
      '2022-03-04T23:60',
      '2022-03-04T23:59:60Z',
      '2022-13-01T00:00:00Z',
      '2022-03-04T09:30:00+25:00',
    ]) {
      expect(toEpochMs(text), text).toBeNaN();
    }
  });

  it('read a fraction of a second as ISO 8601 does', () => {
    expect(toEpochMs('2022-03-04T02:30:15.5Z')).toBe(Date.parse('2022-03-04T02:30:15.500Z'));
    expect(toEpochMs('2022-03-04T02:30:15.05Z')).toBe(Date.parse('2022-03-04T02:30:15.050Z'));
    // A database's microseconds: the milliseconds are kept, the rest is dropped.
    expect(toEpochMs('2022-03-04 09:30:15.123456+07:00')).toBe(Date.parse('2022-03-04T02:30:15.123Z'));
    expect(toEpochMs(' 2022-03-04T09:30:00-0330 ')).toBe(Date.parse('2022-03-04T13:00:00Z'));
  });
});

describe('leap days', () => {
  it('exist in years divisible by 4, except centuries not divisible by 400', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2000-02-29')).toBe(true);
    expect(isIsoDay('1900-02-29')).toBe(false);
    expect(isIsoDay('2100-02-29')).toBe(false);
    expect(isIsoDay('0004-02-29')).toBe(true);
    expect(isIsoDay('0100-02-29')).toBe(false);
  });

  it('are counted by day arithmetic', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2024-02-29', 365)).toBe('2025-02-28');
    expect(addDays('2024-03-01', -366)).toBe('2023-03-01');
  });

  it('count in the statistics range and the shop limits', () => {
    expect(clampStatsRange('2024-02-29', '2024-02-29', '2024-03-01')).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });
    // 28 Feb 17:00 UTC is already the leap day in Bangkok.
    expect(lockedProductIds([{ productId: 1, unlockDate: '2024-02-28T17:00:00Z' }], '2024-02-29')).toEqual([
      1,
    ]);
    expect(lockedProductIds([{ productId: 1, unlockDate: '2024-02-28T16:59:59Z' }], '2024-02-29')).toEqual(
      [],
    );
  });
});

describe('year ends', () => {
  it('come seven hours before midnight UTC', () => {
    expect(bangkokDay('2023-12-31T16:59:59.999Z')).toBe('2023-12-31');
    expect(bangkokDay('2023-12-31T17:00:00Z')).toBe('2024-01-01');
    expect(bangkokStartOfDay('2024-01-01')).toBe(Date.parse('2023-12-31T17:00:00Z'));
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
  });

  it('turn the Thai date and the Buddhist year', () => {
    expect(formatThaiDate('2023-12-31T16:59:00Z')).toBe('31 ธ.ค. 2566');
    expect(formatThaiDate('2023-12-31T17:00:00Z')).toBe('1 ม.ค. 2567');
    expect(formatThaiDateTime('2023-12-31T17:00:00Z')).toBe('1 ม.ค. 2567 00:00');
    expect(buddhistYear('2023-12-31T16:59:59Z')).toBe(2566);
    expect(buddhistYear('2023-12-31T17:00:00Z')).toBe(2567);
  });

  it('end the shop lock on the right side of the new year', () => {
    const product = { id: 7, price: 10, stock: 5, limit: 1 };
    const limits = [
      { productId: 7, unlockDate: '2023-12-30' },
      { productId: 7, unlockDate: '2023-12-31T18:00:00.000Z' },
    ];
    expect(productStanding(product, limits, '2023-12-31')).toEqual({
      availability: 'limited',
      unlockDay: '2024-01-01',
      most: 0,
    });
    expect(productStanding(product, limits, '2024-01-02').availability).toBe('available');
    expect(() => lockedProductIds(limits, '31/12/2023')).toThrow(RangeError);
  });
});

describe('early years', () => {
  it('stay in their century (dayjs and Date.UTC read years 0–99 as 1900–1999)', () => {
    expect(isIsoDay('0050-01-01')).toBe(true);
    expect(addDays('0100-01-01', -1)).toBe('0099-12-31');
    expect(toEpochMs('0050-01-01')).toBe(Date.parse('0050-01-01T00:00:00+07:00'));
    expect(bangkokDay(Date.parse('0050-06-01T00:00:00Z'))).toBe('0050-06-01');
  });
});

describe('Buddhist-era years', () => {
  it('are the Bangkok year plus 543 on any moment', () => {
    expect(BUDDHIST_ERA_OFFSET).toBe(543);
    fc.assert(
      fc.property(moments, (d) => {
        const year = bangkokParts(d)?.year ?? Number.NaN;
        expect(buddhistYear(d)).toBe(year + BUDDHIST_ERA_OFFSET);
        expect(formatThaiDate(d).endsWith(` ${year + BUDDHIST_ERA_OFFSET}`)).toBe(true);
      }),
    );
  });

  it('are written with Western digits and no era name', () => {
    expect(formatThaiDate('2022-03-04')).toMatch(/^\d{1,2} \S+ \d{4}$/);
    expect(formatThaiDateTime('2557-01-01T00:00:00Z')).toBe('1 ม.ค. 3100 07:00');
  });

  it('are empty or NaN for what is not a date, and for moments Date cannot hold', () => {
    expect(buddhistYear('2022-02-30')).toBeNaN();
    expect(buddhistYear(8.64e15)).toBeNaN();
    expect(formatThaiDate(Number.NaN)).toBe('');
    expect(formatThaiDateTime('2022-03-04T25:00:00Z')).toBe('');
  });
});
