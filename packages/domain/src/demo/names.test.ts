import { describe, expect, it } from 'vitest';
import { DEMO_FAMILY_NAMES, DEMO_MEMBER_CAPACITY, DEMO_NAMES, demoMember } from './names';

const THAI = /^[\u0E00-\u0E7F]+$/;

describe('demo names', () => {
  it('are Thai names with distinct lower-case ASCII handles', () => {
    expect(DEMO_NAMES.length).toBeGreaterThanOrEqual(20);
    expect(DEMO_NAMES.every((n) => THAI.test(n.given))).toBe(true);
    expect(DEMO_FAMILY_NAMES.every((n) => THAI.test(n))).toBe(true);
    expect(DEMO_NAMES.every((n) => /^[a-z]+$/.test(n.handle))).toBe(true);
    expect(new Set(DEMO_NAMES.map((n) => n.given)).size).toBe(DEMO_NAMES.length);
    expect(new Set(DEMO_NAMES.map((n) => n.handle)).size).toBe(DEMO_NAMES.length);
    expect(new Set(DEMO_FAMILY_NAMES).size).toBe(DEMO_FAMILY_NAMES.length);
  });

  it('keep their canonical order (the factories and the visual baselines depend on it)', () => {
    expect(DEMO_NAMES.slice(0, 3)).toEqual([
      { given: 'สมชาย', handle: 'somchai' },
      { given: 'สมหญิง', handle: 'somying' },
      { given: 'ปัณณวัฒน์', handle: 'pannawat' },
    ]);
    expect(DEMO_NAMES.at(-1)).toEqual({ given: 'บุญเรือน', handle: 'boonruean' });
    expect(DEMO_FAMILY_NAMES[0]).toBe('ใจบุญ');
    expect(DEMO_FAMILY_NAMES.at(-1)).toBe('มั่นคง');
  });
});

describe('demoMember', () => {
  it('names members in list order, then rounds with the next family name and a numbered handle', () => {
    expect(demoMember(0)).toEqual({ given: 'สมชาย', family: 'ใจบุญ', handle: 'somchai' });
    expect(demoMember(1)).toEqual({ given: 'สมหญิง', family: 'ศรีสุข', handle: 'somying' });
    expect(demoMember(DEMO_NAMES.length)).toEqual({ given: 'สมชาย', family: 'ศรีสุข', handle: 'somchai2' });
  });

  it('gives every member up to the capacity a different full name and handle', () => {
    const members = Array.from({ length: DEMO_MEMBER_CAPACITY }, (_, i) => demoMember(i));
    expect(new Set(members.map((m) => `${m.given} ${m.family}`)).size).toBe(DEMO_MEMBER_CAPACITY);
    expect(new Set(members.map((m) => m.handle)).size).toBe(DEMO_MEMBER_CAPACITY);
  });

  it('refuses an index it cannot name', () => {
    expect(() => demoMember(-1)).toThrow(RangeError);
    expect(() => demoMember(1.5)).toThrow(RangeError);
    expect(() => demoMember(DEMO_MEMBER_CAPACITY)).toThrow(RangeError);
  });
});
