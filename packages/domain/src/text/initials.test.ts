import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['สมชาย ใจดี', 'สจ'],
    ['เอกชัย', 'อ'],
    ['ไพโรจน์ แก้วมณี', 'พก'],
    ['ปั้น', 'ป'],
    ['  ณัฐ  ', 'ณ'],
    ['Ada Lovelace', 'AL'],
    ['ada', 'A'],
    ['พระมหา สมปอง ตาลปุตฺโต', 'พต'],
    ['John 🙏 สาธุ', 'Jส'],
    ['🙏🙏', ''],
    ['', ''],
    ['123 go', '1G'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });

  it('keeps a letter whose upper case is several characters as written', () => {
    expect(initialsOf('ῒ')).toBe('ῒ');
    expect(initialsOf('ßeta Ada')).toBe('ßA');
  });

  it('never returns a lone vowel or tone mark', () => {
    for (const name of ['เ', 'ไ้', '่ ั', 'แ แ']) expect(initialsOf(name)).toBe('');
  });

  it('never throws, gives at most two characters, and never a Thai vowel or tone mark', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const initials = initialsOf(name);
        expect([...initials].length).toBeLessThanOrEqual(2);
        for (const ch of initials) expect(ch).not.toMatch(/[\u0E30-\u0E4E\u0E2F]/);
      }),
    );
  });
});
