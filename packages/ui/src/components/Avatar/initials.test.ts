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

  it('never returns a lone vowel or tone mark', () => {
    for (const name of ['เ', 'ไ้', '่ ั', 'แ แ']) expect(initialsOf(name)).toBe('');
  });
});
