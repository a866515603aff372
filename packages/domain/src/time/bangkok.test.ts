import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  bangkokDay,
  bangkokParts,
  bangkokStartOfDay,
  bangkokToday,
  isIsoDay,
  toEpochMs,
} from './bangkok';

describe('the test machine', () => {
  it('is not on Bangkok time, so these tests prove the code ignores the local zone', () => {
    expect(new Date('2024-01-01T00:00:00Z').getTimezoneOffset()).not.toBe(-420);
  });
});

describe('bangkokToday', () => {
  it('is already tomorrow in Bangkok at 17:00 UTC', () => {
    expect(bangkokToday(new Date('2022-03-03T16:59:59Z'))).toBe('2022-03-03');
    expect(bangkokToday(new Date('2022-03-03T17:00:00Z'))).toBe('2022-03-04');
  });

  it('accepts epoch milliseconds and ISO strings with offsets', () => {
    expect(bangkokToday(Date.UTC(2023, 11, 31, 18))).toBe('2024-01-01');
    expect(bangkokToday('2023-12-31T23:30:00-05:00')).toBe('2024-01-01');
  });

  it('throws on an invalid now', () => {
    expect(() => bangkokToday('nope')).toThrow(RangeError);
  });

  it('defaults to the current moment', () => {
    expect(isIsoDay(bangkokToday())).toBe(true);
  });
});

describe('toEpochMs', () => {
  it('reads a bare day and a local date-time as Bangkok wall time', () => {
    expect(toEpochMs('2022-03-04')).toBe(Date.parse('2022-03-03T17:00:00Z'));
    expect(toEpochMs('2022-03-04T09:30')).toBe(Date.parse('2022-03-04T02:30:00Z'));
    expect(toEpochMs('2022-03-04 09:30:15.5')).toBe(Date.parse('2022-03-04T02:30:15.500Z'));
  });

  it('reads zoned ISO date-times, with or without a colon in the offset', () => {
    expect(toEpochMs('2022-03-04T09:30:00+07:00')).toBe(Date.parse('2022-03-04T02:30:00Z'));
    expect(toEpochMs('2022-03-04 09:30:00+0700')).toBe(Date.parse('2022-03-04T02:30:00Z'));
    expect(toEpochMs('2022-03-04T02:30:00.123z')).toBe(Date.parse('2022-03-04T02:30:00.123Z'));
  });

  it('gives NaN for what is not a date', () => {
    expect(toEpochMs('2022-02-30')).toBeNaN();
    expect(toEpochMs('tomorrow')).toBeNaN();
    // Non-ISO strings would be read in the machine's zone, so they are refused.
    expect(toEpochMs('Mon, 04 Mar 2022 10:00:00')).toBeNaN();
    expect(toEpochMs('2022-03-04T25:00:00Z')).toBeNaN();
    expect(toEpochMs(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(toEpochMs(new Date('x'))).toBeNaN();
    expect(toEpochMs(null as unknown as string)).toBeNaN();
  });
});

describe('bangkokParts and bangkokDay', () => {
  it('gives Bangkok wall-clock fields', () => {
    expect(bangkokParts('2022-03-04T02:05:00Z')).toEqual({
      year: 2022,
      month: 3,
      day: 4,
      hour: 9,
      minute: 5,
    });
    expect(bangkokDay('2022-03-04T20:00:00Z')).toBe('2022-03-05');
  });

  it('gives null for invalid input, including dates out of range', () => {
    expect(bangkokParts('x')).toBeNull();
    expect(bangkokDay(8.64e15)).toBeNull();
  });

  it('agrees with Intl for Asia/Bangkok on any moment', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Bangkok',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1971-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
        (d) => {
          expect(bangkokDay(d)).toBe(intl.format(d));
        },
      ),
    );
  });
});

describe('isIsoDay, addDays, bangkokStartOfDay', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('0050-01-01')).toBe(true);
    expect(isIsoDay('2023-02-29')).toBe(false);
    expect(isIsoDay('2023-13-01')).toBe(false);
    expect(isIsoDay('2023-1-01')).toBe(false);
    expect(isIsoDay(20230101)).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2022-02-28', 1)).toBe('2022-03-01');
    expect(addDays('2024-01-01', -1)).toBe('2023-12-31');
    expect(() => addDays('bad', 1)).toThrow(RangeError);
  });

  it('starts a Bangkok day at 17:00 UTC of the day before', () => {
    expect(new Date(bangkokStartOfDay('2022-03-04')).toISOString()).toBe('2022-03-03T17:00:00.000Z');
    expect(() => bangkokStartOfDay('2022-3-4')).toThrow(RangeError);
  });
});
